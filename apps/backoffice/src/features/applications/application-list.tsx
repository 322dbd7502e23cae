import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminApplicationList, APPLICATION_STATUSES, type TApplication } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Loaded, When } from '../../shared/ui.tsx';
import { ListTable } from '../../shared/list-table.tsx';

type TFilter = {
  status?: (typeof APPLICATION_STATUSES)[number];
  brand?: string;
  applicant?: string;
  from?: string;
  to?: string;
};

/** The filters the server applies: status, brand, creation days and applicant (customer id or e-mail). */
function Filters({ onApply }: { onApply: (f: TFilter) => void }) {
  const { t } = useTranslation();
  const [f, setF] = useState<Record<string, string>>({});
  const set = (k: string) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const clean = () => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== '')) as TFilter;
  return (
    <form className="bo-filters" onSubmit={(e) => (e.preventDefault(), onApply(clean()))}>
      <label className="op-field">
        <span>{t('applications.status')}</span>
        <select value={f.status ?? ''} onChange={set('status')} data-testid="app-filter-status">
          <option value="">{t('applications.any')}</option>
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`applications.statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {(['brand', 'applicant'] as const).map((k) => (
        <label className="op-field" key={k}>
          <span>{t(`applications.${k}`)}</span>
          <input value={f[k] ?? ''} onChange={set(k)} data-testid={`app-filter-${k}`} />
        </label>
      ))}
      {(['from', 'to'] as const).map((k) => (
        <label className="op-field" key={k}>
          <span>{t(`applications.${k}`)}</span>
          <input type="date" value={f[k] ?? ''} onChange={set(k)} />
        </label>
      ))}
      <button type="submit" className="op-button">
        {t('applications.search')}
      </button>
    </form>
  );
}

/** Every brand's merchant-account applications, newest first, filtered and paged by the server. */
export function ApplicationListScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TFilter>({});
  const [page, setPage] = useState(1);
  const list = useCall(adminApplicationList, { ...filter, page: String(page), pageSize: '25' }, { keepPrevious: true });
  return (
    <section className="op-stack">
      <h1>{t('applications.title')}</h1>
      <Filters onApply={(f) => (setFilter(f), setPage(1))} />
      <Loaded query={list}>
        {(r) => (
          <ListTable<TApplication>
            caption={t('applications.title')}
            testId="applications"
            rows={r.data}
            rowKey={(x) => String(x.id)}
            server={{ page, total: r.meta.total, onPage: setPage }}
            columns={[
              { key: 'id', label: '#', render: (x) => <Link to={`/applications/${x.id}`}>{x.id}</Link> },
              { key: 'status', label: t('applications.status'), render: (x) => t(`applications.statuses.${x.status}`) },
              { key: 'customer', label: t('applications.customer'), render: (x) => x.customerId },
              {
                key: 'company',
                label: t('applications.company'),
                render: (x) => x.data.companyInfo?.companyName ?? '—',
                optional: true,
              },
              {
                key: 'created',
                label: t('applications.created'),
                render: (x) => <When iso={x.createdAt} />,
                optional: true,
              },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
