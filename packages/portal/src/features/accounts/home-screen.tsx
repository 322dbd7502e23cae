import { useTranslation } from 'react-i18next';
import { HistoryList, useHistory, type THistoryQuery } from '../../shared/money/history.tsx';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { AccountList } from './account-list.tsx';
import { AddCurrency } from './add-currency.tsx';

const RECENT_ROWS = 5;
const HOME_FILTER: THistoryQuery = { excludeTypes: ['fees'] };

/** Home: accounts and recent history without Fees (spec 2 §2). */
export function HomeScreen() {
  const { t } = useTranslation('accounts');
  const { accounts, loading } = useAccounts();
  const history = useHistory(HOME_FILTER, 1);
  return (
    <div className="op-stack">
      <section className="op-card">
        <h1>{t('home.title')}</h1>
        {!loading && accounts.length > 0 && (
          <p className="op-muted">{t('home.accountsCount', { count: accounts.length })}</p>
        )}
        {!loading && <AccountList accounts={accounts} />}
        {!loading && <AddCurrency accounts={accounts} />}
      </section>
      <section className="op-card">
        <h2>{t('home.recent')}</h2>
        {!history.loading && <HistoryList rows={history.rows.slice(0, RECENT_ROWS)} />}
      </section>
    </div>
  );
}
