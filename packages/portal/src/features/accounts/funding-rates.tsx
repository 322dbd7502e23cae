import { useTranslation } from 'react-i18next';
import { defaultExchangeRatesGet, type TAccount } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';

/**
 * What money sent to `account` in another currency is exchanged at (spec 2 §7 default exchange
 * rates, `rates.rate`): the default rates into the account's currency; nothing when there are none.
 */
export function FundingRates({ account }: { account: TAccount }) {
  const { t } = useTranslation('accounts');
  const { data } = useCall(defaultExchangeRatesGet, {});
  const into = (data?.rates.rate ?? []).filter((r) => r.toCurrencyCode === account.currencyCode);
  if (into.length === 0) return null;
  return (
    <section data-testid="fund-rates">
      <p className="op-muted">{t('fund.ratesIntro', { currency: account.currencyCode })}</p>
      <ul className="op-links">
        {into.map((r) => (
          <li key={r.fromCurrencyCode} data-testid="fund-rate" data-from={r.fromCurrencyCode}>
            {t('fund.rate', { from: r.fromCurrencyCode, rate: r.rate, to: r.toCurrencyCode })}
          </li>
        ))}
      </ul>
    </section>
  );
}
