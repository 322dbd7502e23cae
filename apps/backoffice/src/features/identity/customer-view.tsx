import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCustomerGet, type TAdminCustomerView } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { compareAmounts } from '@openportal/ui';
import { byText, ListTable } from '../../shared/list-table.tsx';
import { Loaded, When } from '../../shared/ui.tsx';

type V = TAdminCustomerView;

/** One customer, read-only: nothing on this screen changes the customer. */
export function CustomerViewScreen() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const view = useCall(adminCustomerGet, {}, { params: { customerId } });
  return (
    <section className="op-stack">
      <Link to="/customers">{t('app.back')}</Link>
      <Loaded query={view}>{(r) => <CustomerView v={r.data} />}</Loaded>
    </section>
  );
}

function CustomerView({ v }: { v: V }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{v.profile.name}</h1>
      <p className="op-notice">{t('customer.readOnly')}</p>
      <section className="op-card" aria-labelledby="customer-profile">
        <h2 id="customer-profile">{t('customer.profile')}</h2>
        <dl className="bo-facts">
          <dt>{t('customers.email')}</dt>
          <dd>{v.profile.email}</dd>
          <dt>{t('customers.brand')}</dt>
          <dd>{v.profile.brand}</dd>
          <dt>{t('customer.country')}</dt>
          <dd>{v.profile.countryCode}</dd>
          <dt>{t('customers.created')}</dt>
          <dd>
            <When iso={v.profile.createdAt} />
          </dd>
        </dl>
      </section>
      <People v={v} />
      <Activity v={v} />
    </>
  );
}

function People({ v }: { v: V }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('customer.users')}</h2>
      <ListTable<V['users'][number]>
        caption={t('customer.users')}
        testId="customer-users"
        rows={v.users}
        rowKey={(u) => u.userId}
        columns={[
          { key: 'name', label: t('customers.name'), render: (u) => u.name, compare: byText((u) => u.name) },
          { key: 'email', label: t('customers.email'), render: (u) => u.email, optional: true },
          { key: 'status', label: t('customer.status'), render: (u) => u.status },
          { key: 'rights', label: t('customer.rights'), render: (u) => u.accessRights, optional: true },
        ]}
      />
      <h2>{t('customer.accounts')}</h2>
      <ListTable<V['accounts'][number]>
        caption={t('customer.accounts')}
        testId="customer-accounts"
        rows={v.accounts}
        rowKey={(a) => String(a.accountId)}
        columns={[
          { key: 'account', label: t('customer.account'), render: (a) => a.accountId },
          {
            key: 'currency',
            label: t('customer.currency'),
            render: (a) => a.currencyCode,
            compare: byText((a) => a.currencyCode),
          },
          {
            key: 'balance',
            label: t('customer.balance'),
            render: (a) => a.balance,
            numeric: true,
            compare: (a, b) => compareAmounts(a.balance, b.balance),
          },
          { key: 'pending', label: t('customer.pending'), render: (a) => a.pendingAmount, numeric: true },
          { key: 'status', label: t('customer.status'), render: (a) => a.status, optional: true },
        ]}
      />
    </>
  );
}

function Activity({ v }: { v: V }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('customer.history')}</h2>
      <ListTable<V['history'][number]>
        caption={t('customer.history')}
        testId="customer-history"
        rows={v.history}
        rowKey={(h) => h.entryId}
        columns={[
          {
            key: 'date',
            label: t('customer.date'),
            render: (h) => <When iso={h.createdAt} />,
            compare: byText((h) => h.createdAt),
          },
          { key: 'account', label: t('customer.account'), render: (h) => h.accountId, optional: true },
          {
            key: 'amount',
            label: t('customer.amount'),
            render: (h) => `${h.amount} ${h.currencyCode}`,
            numeric: true,
            compare: (a, b) => compareAmounts(a.amount, b.amount),
          },
          { key: 'type', label: t('customer.type'), render: (h) => h.type, filterText: (h) => String(h.type) },
          {
            key: 'description',
            label: t('customer.description'),
            render: (h) => h.description,
            filterText: (h) => h.description ?? '',
            optional: true,
          },
        ]}
      />
      <Sessions v={v} />
    </>
  );
}

function Sessions({ v }: { v: V }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('customer.logins')}</h2>
      <ListTable<V['logins'][number]>
        caption={t('customer.logins')}
        testId="customer-logins"
        rows={v.logins}
        rowKey={(l) => `${l.createdAt}${l.email}${l.result}`}
        columns={[
          { key: 'date', label: t('customer.date'), render: (l) => <When iso={l.createdAt} /> },
          { key: 'email', label: t('customers.email'), render: (l) => l.email, optional: true },
          { key: 'ip', label: t('customer.ip'), render: (l) => l.ip },
          { key: 'device', label: t('customer.device'), render: (l) => l.userAgent, optional: true },
          { key: 'result', label: t('customer.result'), render: (l) => l.result, filterText: (l) => String(l.result) },
        ]}
      />
      <h2>{t('customer.sessions')}</h2>
      <ListTable<V['sessions'][number]>
        caption={t('customer.sessions')}
        testId="customer-sessions"
        rows={v.sessions}
        rowKey={(s) => `${s.startedAt}${s.email}`}
        columns={[
          { key: 'started', label: t('customer.started'), render: (s) => <When iso={s.startedAt} /> },
          { key: 'email', label: t('customers.email'), render: (s) => s.email },
          {
            key: 'status',
            label: t('customer.status'),
            render: (s) => t(s.active ? 'customer.active' : 'customer.ended'),
          },
        ]}
      />
    </>
  );
}
