import { useTranslation } from 'react-i18next';
import { transferExchangeRateGet, type TAccount, type TCurrencyCode } from '@openportal/contract';
import { formatDecimal } from '@openportal/i18n';
import { totalIn } from '../../shared/money/convert.ts';
import { useCalls } from '../../shared/query/use-calls.ts';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { MoneyText } from '../../shared/ui/money-text.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { labelled, rateText } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

const PAYMENT_ACCOUNT = 1001;

/**
 * The customer's main currency (our choice): that of their first payment account (type 1001,
 * lowest id), else of their first account.
 */
export function mainCurrency(accounts: readonly TAccount[]): TCurrencyCode | undefined {
  return (accounts.find((a) => a.type === PAYMENT_ACCOUNT) ?? accounts[0])?.currencyCode;
}

/** Every balance in the main currency at the house's rates (transferExchangeRateGet), rates shown. */
export function TotalBalance({ accounts }: { accounts: readonly TAccount[] }) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const main = mainCurrency(accounts)!;
  const others = [...new Set(accounts.map((a) => a.currencyCode).filter((c) => c !== main))].sort();
  const rates = useCalls(
    transferExchangeRateGet,
    others.map((c) => ({ fromCurrencyCode: c, toCurrencyCode: main })),
  );
  const rateOf = (c: string) => (c === main ? '1' : rates.data[others.indexOf(c as TCurrencyCode)]?.rate);
  const total = totalIn(
    main,
    accounts.map((a) => ({ amount: a.balance, currency: a.currencyCode, rate: rateOf(a.currencyCode) })),
  );
  return (
    <div className="op-total" data-testid="home-total" data-currency={main}>
      <span className="op-total__label">{t('home.total')}</span>
      {rates.error && <ErrorState error={rates.error} onRetry={rates.retry} testId="home-total-error" />}
      {!rates.error && total === null && <Skeleton lines={1} testId="home-total-loading" />}
      {total !== null && <MoneyText amount={total} currency={main} testId="home-total-amount" />}
      {total !== null && others.length > 0 && (
        <ul className="op-total__rates" data-testid="home-rates">
          {others.map((c) => (
            <li key={c} className="op-muted">
              {labelled(t('home.rate'), rateText(c, formatDecimal(rateOf(c) ?? '', lang), main))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
