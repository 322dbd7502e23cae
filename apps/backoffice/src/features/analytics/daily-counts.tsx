import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAnalyticsDaily } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import type { TColumn } from '@openportal/ui';
import { ListTable } from '../../shared/list-table.tsx';
import { Loaded } from '../../shared/ui.tsx';

type TRow = { day: string; brand: string; event: string; count: number };
type TFilter = { from?: string; to?: string; brand?: string };

export const DAILY_PAGE_SIZE = 50;

/** Daily counts per event and brand (newest day first), for a range of at most 31 days. */
export function DailyCountsScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TFilter>({});
  const counts = useCall(adminAnalyticsDaily, filter);
  const columns: TColumn<TRow>[] = [
    { key: 'day', label: t('analytics.day'), render: (x) => x.day },
    { key: 'brand', label: t('analytics.brand'), render: (x) => x.brand },
    { key: 'event', label: t('analytics.event'), render: (x) => x.event },
    { key: 'count', label: t('analytics.count'), render: (x) => x.count.toLocaleString() },
  ];
  return (
    <section className="op-stack">
      <h1>{t('analytics.title')}</h1>
      <p>{t('analytics.hint')}</p>
      <FilterForm onApply={setFilter} />
      <Loaded query={counts}>
        {(r) => (
          <ListTable<TRow>
            caption={t('analytics.title')}
            testId="analytics"
            rows={r.data}
            rowKey={(x) => `${x.day}|${x.brand}|${x.event}`}
            columns={columns}
            pageSize={DAILY_PAGE_SIZE}
          />
        )}
      </Loaded>
    </section>
  );
}

/** Range and brand, sent on submit (typing sends nothing); empty fields are left out. */
function FilterForm({ onApply }: { onApply: (f: TFilter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from: '', to: '', brand: '' });
  const field = (name: keyof typeof draft, label: string, type: 'date' | 'search') => (
    <label className="op-field">
      <span>{label}</span>
      <input
        type={type}
        value={draft[name]}
        maxLength={40}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <form
      role="search"
      className="bo-search"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== '')) as TFilter);
      }}
    >
      {field('from', t('analytics.from'), 'date')}
      {field('to', t('analytics.to'), 'date')}
      {field('brand', t('analytics.brandFilter'), 'search')}
      <button type="submit" className="op-button">
        {t('common.filter')}
      </button>
    </form>
  );
}
