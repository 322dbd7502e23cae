import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCustomerSearch, type TAdminCustomerRow } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import type { TColumn } from '@openportal/ui';
import { byText, ListTable } from '../../shared/list-table.tsx';
import { Loaded, When } from '../../shared/ui.tsx';

/** Customer search by name, e-mail or account number (the query lives in the URL). */
export function CustomersScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useForm<{ q: string }>({ values: { q } });
  const results = useCall(adminCustomerSearch, { q }, { enabled: q.trim().length >= 2 });
  const columns = useCustomerColumns();
  const submit = form.handleSubmit((v) => setParams(v.q.trim() ? { q: v.q.trim() } : {}));
  return (
    <section className="op-stack">
      <h1>{t('customers.title')}</h1>
      <form role="search" className="bo-search" onSubmit={submit}>
        <label className="op-field">
          <span>{t('customers.query')}</span>
          <input type="search" {...form.register('q', { required: true, minLength: 2 })} />
        </label>
        <button type="submit" className="op-button op-button--primary">
          {t('app.search')}
        </button>
      </form>
      {q.trim().length >= 2 && (
        <Loaded query={results}>
          {(r) => (
            <ListTable<TAdminCustomerRow>
              caption={t('customers.title')}
              testId="customers"
              rows={r.data}
              rowKey={(c) => c.customerId}
              columns={columns}
            />
          )}
        </Loaded>
      )}
    </section>
  );
}

function useCustomerColumns(): TColumn<TAdminCustomerRow>[] {
  const { t } = useTranslation();
  const kind = (c: TAdminCustomerRow) => t(c.kind === 0 ? 'customers.kinds.personal' : 'customers.kinds.business');
  return [
    {
      key: 'name',
      label: t('customers.name'),
      render: (c) => <Link to={`/customers/${encodeURIComponent(c.customerId)}`}>{c.name}</Link>,
      compare: byText((c) => c.name),
      filterText: (c) => c.name,
    },
    { key: 'email', label: t('customers.email'), render: (c) => c.email, filterText: (c) => c.email ?? '' },
    {
      key: 'brand',
      label: t('customers.brand'),
      render: (c) => c.brand,
      compare: byText((c) => c.brand),
      filterText: (c) => c.brand,
      optional: true,
    },
    {
      key: 'kind',
      label: t('customers.kind'),
      render: kind,
      filterText: kind,
      filterOptions: [t('customers.kinds.personal'), t('customers.kinds.business')].map((v) => ({
        value: v,
        label: v,
      })),
      optional: true,
    },
    {
      key: 'created',
      label: t('customers.created'),
      render: (c) => <When iso={c.createdAt} />,
      compare: byText((c) => c.createdAt),
      optional: true,
    },
  ];
}
