import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@openportal/contract';
import { HistoryList, useHistory, type THistoryQuery } from '../../shared/money/history.tsx';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Skeleton, ToastHost } from '@openportal/ui';
import { AccountList, AccountsLoading } from './account-list.tsx';
import { AddCurrency } from './add-currency.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RecentP2p } from './recent-p2p.tsx';
import { TotalBalance } from './total-balance.tsx';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import './accounts.css';

/** What is left to verify (shared/verification), in its own chunk: most customers have nothing left. */
const HomeChecklist = /* @__PURE__ */ lazy(() => import('../../shared/verification/checklist.tsx'));

const RECENT_ROWS = 5;
const HOME_FILTER: THistoryQuery = { excludeTypes: ['fees'] };

/**
 * Home (spec 2 §2, richer): the total in the main currency at the rates shown, quick actions,
 * the accounts (names, flags, charts), one more currency, recent history without Fees.
 */
export function HomeScreen() {
  const { t } = useTranslation('accounts');
  const { accounts, loading, error, retry } = useAccounts();
  const history = useHistory(HOME_FILTER, 1);
  const shown = !loading && error === null;
  const canAdd = shown && accounts.length < CURRENCY_CODES.length;
  return (
    <div className="op-stack op-home">
      <section className="op-card op-home__summary">
        <h1>{t('home.title')}</h1>
        <ActingFor />
        {loading && (
          <div className="op-total">
            <Skeleton lines={2} testId="total-loading" />
          </div>
        )}
        {error && <ErrorState error={error} onRetry={retry} testId="accounts-error" />}
        {shown && accounts.length > 0 && <TotalBalance accounts={accounts} />}
        <QuickActions canAddCurrency={canAdd} />
      </section>
      <section className="op-card" aria-labelledby="op-home-accounts">
        <h2 id="op-home-accounts">{t('home.accounts')}</h2>
        {shown && accounts.length > 0 && (
          <p className="op-muted">{t('home.accountsCount', { count: accounts.length })}</p>
        )}
        {loading && <AccountsLoading />}
        {shown && <AccountList accounts={accounts} />}
        {shown && <AddCurrency accounts={accounts} />}
      </section>
      {/* Shown once the accounts are: appearing below them, it never moves (no layout shift). */}
      {!loading && (
        <section className="op-card" aria-labelledby="op-home-recent">
          <h2 id="op-home-recent">{t('home.recent')}</h2>
          {history.loading && <Skeleton lines={3} testId="history-loading" />}
          {history.error && <ErrorState error={history.error} onRetry={history.retry} testId="history-error" />}
          {!history.loading && !history.error && <HistoryList rows={history.rows.slice(0, RECENT_ROWS)} />}
        </section>
      )}
      {!loading && <RecentP2p />}
      {!loading && (
        <Suspense fallback={null}>
          <HomeChecklist />
        </Suspense>
      )}
      <ToastHost />
    </div>
  );
}
