import { useTranslation } from 'react-i18next';
import { transferExchangeRateGet, type TAccount, type TCurrencyCode } from '@openportal/contract';
import { formatDecimal } from '@openportal/i18n';
import { useCalls } from '@openportal/contract-client';
import { partialTotalIn } from '../../shared/money/convert.ts';
import { MoneyText, Skeleton } from '@openportal/ui';
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

/**
 * Every balance in the main currency at the house's rates (transferExchangeRateGet), rates shown.
 * A currency with no rate to be had (none, out of date, or its call failed) is left out of the
 * total and named, with a retry: one such account never hides the others' total.
 */
export function TotalBalance({ accounts }: { accounts: readonly TAccount[] }) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const main = mainCurrency(accounts)!;
  const others = [...new Set(accounts.map((a) => a.currencyCode).filter((c) => c !== main))].sort();
  const rates = useCalls(
    transferExchangeRateGet,
    others.map((c) => ({ fromCurrencyCode: c, toCurrencyCode: main })),
  );
  const rateOf = (c: TCurrencyCode) => (c === main ? '1' : (rates.data[others.indexOf(c)]?.rate ?? null));
  const result = rates.loading
    ? null
    : partialTotalIn(
        main,
        accounts.map((a) => ({ amount: a.balance, currency: a.currencyCode, rate: rateOf(a.currencyCode) })),
      );
  const converted = others.filter((c) => !result?.notConverted.includes(c));
  return (
    <div className="op-total" data-testid="home-total" data-currency={main}>
      <span className="op-total__label">{t('home.total')}</span>
      {result === null && <Skeleton lines={1} testId="home-total-loading" />}
      {result !== null && <MoneyText amount={result.total} currency={main} testId="home-total-amount" />}
      {result !== null && result.notConverted.length > 0 && (
        <p className="op-muted" data-testid="home-total-not-converted" role="status">
          {t('home.notConverted', { currencies: result.notConverted.join(', ') })}{' '}
          <button
            type="button"
            className="op-button op-button--link"
            onClick={rates.retry}
            data-testid="home-total-retry"
          >
            {tc('common.retry')}
          </button>
        </p>
      )}
      {result !== null && converted.length > 0 && (
        <ul className="op-total__rates" data-testid="home-rates">
          {converted.map((c) => (
            <li key={c} className="op-muted">
              {labelled(t('home.rate'), rateText(c, formatDecimal(rateOf(c) ?? '', lang), main))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
