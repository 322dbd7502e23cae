import { useTranslation } from 'react-i18next';
import { appLanguage, formatMoney } from '@openportal/i18n';

/** A wire amount with its currency in the reader's language and the currency's exponent. */
export function MoneyText({ amount, currency, testId }: { amount: string; currency: string; testId?: string }) {
  const lang = appLanguage(useTranslation().i18n);
  const negative = amount.startsWith('-');
  return (
    <span className={`op-money${negative ? ' op-money--negative' : ''}`} data-testid={testId}>
      {formatMoney(amount, currency, lang)}
    </span>
  );
}
