import { useTranslation } from 'react-i18next';
import { HistoryList, useHistory, type THistoryQuery } from '../../shared/money/history.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Skeleton } from '@openportal/ui';

/** Spec 2 §9: recent p2p transfers on home, limit 3. */
export const RECENT_P2P_ROWS = 3;
const P2P_FILTER: THistoryQuery = { transactionType: 'p2p' };

/** Home's recent payments to and from people (spec 2 §2 home: recent p2p transfers, 3). */
export function RecentP2p() {
  const { t } = useTranslation('accounts');
  const history = useHistory(P2P_FILTER, 1);
  const rows = history.rows.slice(0, RECENT_P2P_ROWS);
  return (
    <section className="op-card" aria-labelledby="op-home-recent-p2p" data-testid="home-recent-p2p">
      <h2 id="op-home-recent-p2p">{t('home.recentP2p')}</h2>
      {history.loading && <Skeleton lines={3} testId="recent-p2p-loading" />}
      {history.error && <ErrorState error={history.error} onRetry={history.retry} testId="recent-p2p-error" />}
      {!history.loading && !history.error && rows.length === 0 && <p className="op-empty">{t('home.noRecentP2p')}</p>}
      {rows.length > 0 && <HistoryList rows={rows} />}
    </section>
  );
}
