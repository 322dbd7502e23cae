import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCustomerGet, type TAdminCustomerView } from '@openportal/contract';
import { useAdminCall } from '../api/queries.ts';
import { Loaded, Table, When } from '../ui.tsx';

type V = TAdminCustomerView;

/** One customer, read-only: nothing on this screen changes the customer. */
export function CustomerViewScreen() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const view = useAdminCall(adminCustomerGet, { params: { customerId } });
  return (
    <section>
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
      <p>{t('customer.readOnly')}</p>
      <h2>{t('customer.profile')}</h2>
      <dl>
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
      <People v={v} />
    </>
  );
}

function People({ v }: { v: V }) {
  const { t } = useTranslation();
  return (
    <>
      <Table<V['users'][number]>
        caption={t('customer.users')}
        rows={v.users}
        rowKey={(u) => u.userId}
        columns={[
          { title: t('customers.name'), cell: (u) => u.name },
          { title: t('customers.email'), cell: (u) => u.email },
          { title: t('customer.status'), cell: (u) => u.status },
          { title: t('customer.rights'), cell: (u) => u.accessRights },
        ]}
      />
      <Table<V['accounts'][number]>
        caption={t('customer.accounts')}
        rows={v.accounts}
        rowKey={(a) => String(a.accountId)}
        columns={[
          { title: t('customer.account'), cell: (a) => a.accountId },
          { title: t('customer.currency'), cell: (a) => a.currencyCode },
          { title: t('customer.balance'), cell: (a) => a.balance },
          { title: t('customer.pending'), cell: (a) => a.pendingAmount },
          { title: t('customer.status'), cell: (a) => a.status },
        ]}
      />
      <Activity v={v} />
    </>
  );
}

function Activity({ v }: { v: V }) {
  const { t } = useTranslation();
  return (
    <>
      <Table<V['history'][number]>
        caption={t('customer.history')}
        rows={v.history}
        rowKey={(h) => h.entryId}
        columns={[
          { title: t('customer.date'), cell: (h) => <When iso={h.createdAt} /> },
          { title: t('customer.account'), cell: (h) => h.accountId },
          { title: t('customer.amount'), cell: (h) => `${h.amount} ${h.currencyCode}` },
          { title: t('customer.type'), cell: (h) => h.type },
          { title: t('customer.description'), cell: (h) => h.description },
        ]}
      />
      <Table<V['logins'][number]>
        caption={t('customer.logins')}
        rows={v.logins}
        rowKey={(l) => `${l.createdAt}${l.email}${l.result}`}
        columns={[
          { title: t('customer.date'), cell: (l) => <When iso={l.createdAt} /> },
          { title: t('customers.email'), cell: (l) => l.email },
          { title: t('customer.ip'), cell: (l) => l.ip },
          { title: t('customer.device'), cell: (l) => l.userAgent },
          { title: t('customer.result'), cell: (l) => l.result },
        ]}
      />
      <Table<V['sessions'][number]>
        caption={t('customer.sessions')}
        rows={v.sessions}
        rowKey={(s) => `${s.startedAt}${s.email}`}
        columns={[
          { title: t('customer.started'), cell: (s) => <When iso={s.startedAt} /> },
          { title: t('customers.email'), cell: (s) => s.email },
          { title: t('customer.status'), cell: (s) => t(s.active ? 'customer.active' : 'customer.ended') },
        ]}
      />
    </>
  );
}
