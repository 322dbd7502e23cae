import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { CurrencyFlag, MoneyText, Skeleton } from '@openportal/ui';
import { labelled, pendingMark } from '../../shared/ui/text.ts';
import { formatMoney } from '@openportal/i18n';
import { useLang } from '../../shared/ui/use-lang.ts';
import { accountName } from './account-name.ts';
import { ChartPlaceholder } from './chart-placeholder.tsx';
import { RenameDialog } from './rename-dialog.tsx';
import { FundDialog } from './fund-dialog.tsx';
import './accounts.css';

/* The chart and its library come in their own chunk, after the accounts show. */
const BalanceChart = /* @__PURE__ */ lazy(() =>
  import('./balance-chart.tsx').then((m) => ({ default: m.BalanceChart })),
);

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

function AccountCard({
  account: a,
  onRename,
  onFund,
}: {
  account: TAccount;
  onRename: () => void;
  onFund: () => void;
}) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const name = accountName(a, t);
  return (
    <li className="op-account" data-testid="account-row" data-account-id={a.accountId} data-currency={a.currencyCode}>
      <div className="op-account__head">
        <CurrencyFlag code={a.currencyCode} />
        <span className="op-account__name" data-testid="account-name">
          {name}
        </span>
        <button
          type="button"
          className="op-button op-button--link op-account__rename"
          data-testid="account-rename"
          aria-label={t('accounts.renameLabel', { name })}
          onClick={onRename}
        >
          {t('accounts.rename')}
        </button>
      </div>
      <span className="op-account__label">{t('accounts.balance')}</span>
      <strong className="op-account__balance">
        <MoneyText amount={a.balance} currency={a.currencyCode} testId="account-balance" />
      </strong>
      {!isZero(a.pendingAmount) && (
        <span className="op-account__pending" data-testid="account-pending">
          {labelled(pendingMark(t('accounts.pending')), formatMoney(a.pendingAmount, a.currencyCode, lang))}
        </span>
      )}
      <button
        type="button"
        className="op-button op-button--link op-account__fund"
        data-testid="account-fund"
        aria-label={t('fund.openLabel', { name })}
        onClick={onFund}
      >
        {t('fund.open')}
      </button>
      <Suspense fallback={<ChartPlaceholder />}>
        <BalanceChart account={a} name={name} />
      </Suspense>
    </li>
  );
}

/** One card's shape while the accounts load (most customers hold one or two). */
export function AccountsLoading() {
  return (
    <ul className="op-accounts" data-testid="accounts-loading">
      <li className="op-account">
        <Skeleton lines={3} />
        <ChartPlaceholder />
      </li>
    </ul>
  );
}

/**
 * Accounts as cards: flag, name (renamable), balance, pending amount (marked with an asterisk,
 * spec 2 §4) and the balance-over-time chart.
 */
export function AccountList({ accounts }: { accounts: TAccount[] }) {
  const { t } = useTranslation('accounts');
  const [renaming, setRenaming] = useState<number | null>(null);
  const [funding, setFunding] = useState<number | null>(null);
  const renamed = accounts.find((a) => a.accountId === renaming);
  const funded = accounts.find((a) => a.accountId === funding);
  if (accounts.length === 0)
    return (
      <p className="op-empty" data-testid="accounts-empty">
        {t('home.empty')}
      </p>
    );
  return (
    <>
      <ul className="op-accounts">
        {accounts.map((a) => (
          <AccountCard
            key={a.accountId}
            account={a}
            onRename={() => setRenaming(a.accountId)}
            onFund={() => setFunding(a.accountId)}
          />
        ))}
      </ul>
      {funded && <FundDialog account={funded} name={accountName(funded, t)} onClose={() => setFunding(null)} />}
      {renamed && <RenameDialog account={renamed} name={accountName(renamed, t)} onClose={() => setRenaming(null)} />}
    </>
  );
}
