import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCustomerSearch, type TAdminCustomerRow } from '@openportal/contract';
import { useAdminCall } from '../api/queries.ts';
import { Loaded, Table, When } from '../ui.tsx';

/** Customer search by name, e-mail or account number (the query lives in the URL). */
export function CustomersScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useForm<{ q: string }>({ values: { q } });
  const results = useAdminCall(adminCustomerSearch, { input: { q } }, { enabled: q.trim().length >= 2 });
  const submit = form.handleSubmit((v) => setParams(v.q.trim() ? { q: v.q.trim() } : {}));
  return (
    <section>
      <h1>{t('customers.title')}</h1>
      <form role="search" onSubmit={submit}>
        <label>
          {t('customers.query')}
          <input type="search" {...form.register('q', { required: true, minLength: 2 })} />
        </label>
        <button type="submit">{t('app.search')}</button>
      </form>
      {q.trim().length >= 2 && (
        <Loaded query={results}>
          {(r) => (
            <Table<TAdminCustomerRow>
              caption={t('customers.title')}
              rows={r.data}
              rowKey={(c) => c.customerId}
              columns={[
                {
                  title: t('customers.name'),
                  cell: (c) => <Link to={`/customers/${encodeURIComponent(c.customerId)}`}>{c.name}</Link>,
                },
                { title: t('customers.email'), cell: (c) => c.email },
                { title: t('customers.brand'), cell: (c) => c.brand },
                {
                  title: t('customers.kind'),
                  cell: (c) => t(c.kind === 0 ? 'customers.kinds.personal' : 'customers.kinds.business'),
                },
                { title: t('customers.created'), cell: (c) => <When iso={c.createdAt} /> },
              ]}
            />
          )}
        </Loaded>
      )}
    </section>
  );
}
