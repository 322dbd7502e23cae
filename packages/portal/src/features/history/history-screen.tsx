import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { HistoryFilter } from './history-filter.tsx';
import { HistoryList, useHistory, type THistoryQuery } from '../../shared/money/history.tsx';

/** `/history`: the spec 2 filter, pages of PAGE_SIZES.history rows. */
export function HistoryScreen() {
  const { t } = useTranslation('history');
  const { accounts } = useAccounts();
  const [query, setQuery] = useState<THistoryQuery>({});
  const [page, setPage] = useState(1);
  const h = useHistory(query, page);
  const pages = Math.max(1, Math.ceil(h.total / h.pageSize));
  return (
    <section className="op-card">
      <h1>{t('history.title')}</h1>
      <HistoryFilter
        accounts={accounts}
        onApply={(q) => {
          setQuery(q);
          setPage(1);
        }}
      />
      {!h.loading && (
        <p className="op-muted" data-testid="history-total">
          {t('history.total', { count: h.total })}
        </p>
      )}
      {!h.loading && <HistoryList rows={h.rows} />}
      {pages > 1 && (
        <nav className="op-pager" aria-label={t('history.title')}>
          <button
            className="op-button"
            type="button"
            data-testid="history-prev"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('common.previous')}
          </button>
          <span data-testid="history-page">{t('common.page', { page, pages })}</span>
          <button
            className="op-button"
            type="button"
            data-testid="history-next"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('common.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
