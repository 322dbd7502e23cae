import { useTranslation } from 'react-i18next';
import { HistoryList, useHistory, type THistoryQuery } from '../../shared/money/history.tsx';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { AccountList } from './account-list.tsx';
import { AddCurrency } from './add-currency.tsx';

const RECENT_ROWS = 5;
const HOME_FILTER: THistoryQuery = { excludeTypes: ['fees'] };

/** Home: accounts and recent history without Fees (spec 2 §2). */
export function HomeScreen() {
  const { t } = useTranslation('accounts');
  const { accounts, loading, error, retry } = useAccounts();
  const history = useHistory(HOME_FILTER, 1);
  const accountsShown = !loading && error === null;
  return (
    <div className="op-stack">
      <section className="op-card">
        <h1>{t('home.title')}</h1>
        {error && <ErrorState error={error} onRetry={retry} testId="accounts-error" />}
        {accountsShown && accounts.length > 0 && (
          <p className="op-muted">{t('home.accountsCount', { count: accounts.length })}</p>
        )}
        {accountsShown && <AccountList accounts={accounts} />}
        {accountsShown && <AddCurrency accounts={accounts} />}
      </section>
      <section className="op-card">
        <h2>{t('home.recent')}</h2>
        {history.error && <ErrorState error={history.error} onRetry={history.retry} testId="history-error" />}
        {!history.loading && !history.error && <HistoryList rows={history.rows.slice(0, RECENT_ROWS)} />}
      </section>
    </div>
  );
}
