import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { HistoryFilter } from './history-filter.tsx';
import { HistoryList, useHistory, type THistoryQuery } from '../../shared/money/history.tsx';
import { Pager } from '@openportal/ui';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { HistoryExport } from './history-export.tsx';
import { SettlementAuthorizations } from './settlement-authorizations.tsx';
import { TransactionDetailDialog } from './transaction-detail.tsx';

/** `/history`: the spec 2 filter, pages of PAGE_SIZES.history rows; a row opens its transaction's detail. */
export function HistoryScreen() {
  const { t } = useTranslation('history');
  const { accounts } = useAccounts();
  const [query, setQuery] = useState<THistoryQuery>({});
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const h = useHistory(query, page);
  const pages = Math.max(1, Math.ceil(h.total / h.pageSize));
  return (
    <section className="op-card">
      <h1>{t('history.title')}</h1>
      <ActingFor />
      <Link to="/statements" data-testid="history-statements">
        {t('history.statements.title')}
      </Link>
      <HistoryFilter
        accounts={accounts}
        onApply={(q) => {
          setQuery(q);
          setPage(1);
        }}
      />
      {h.error && <ErrorState error={h.error} onRetry={h.retry} testId="history-error" />}
      {!h.loading && !h.error && (
        <p className="op-muted" data-testid="history-total">
          {t('history.total', { count: h.total })}
        </p>
      )}
      {!h.loading && !h.error && <HistoryList rows={h.rows} onOpen={(r) => setOpened(r.transactionId)} />}
      {opened && <TransactionDetailDialog transactionId={opened} onClose={() => setOpened(null)} />}
      <Pager page={page} pages={pages} onPage={setPage} label={t('history.title')} testId="history" />
      <SettlementAuthorizations accounts={accounts} accountId={query.accountId} />
      <HistoryExport query={query} />
    </section>
  );
}
