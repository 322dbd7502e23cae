import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatDecimal, formatMoney } from '@openportal/i18n';
import { labelled, rateText } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import type { TQuote } from './use-transfer-quote.ts';
import './transfers.css';

/** Max, the customer's limits (with what was used), fee and (across currencies) rate and what the target receives, before submit. */
export function TransferQuoteLines({ quote, from }: { quote: TQuote; from: TAccount | undefined }) {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  return (
    <>
      {quote.max && from && (
        <p className="op-muted" data-testid="transfer-max">
          {labelled(t('transfer.max'), formatMoney(quote.max, from.currencyCode, lang))}
        </p>
      )}
      {quote.limits.length > 0 && (
        <ul className="op-muted" data-testid="transfer-limits">
          {quote.limits.map((l) => (
            <li key={l.period} data-testid={`transfer-limit-${l.period}`}>
              {labelled(
                t(`transfer.limit.${l.period}`),
                t('transfer.limit.used', {
                  amount: formatMoney(l.amount, l.currencyCode, lang),
                  used: formatMoney(l.used, l.currencyCode, lang),
                }),
              )}
            </li>
          ))}
        </ul>
      )}
      {quote.fee && (
        <p className="op-fee" data-testid="transfer-fee">
          {labelled(t('transfer.fee'), formatMoney(quote.fee.amount, quote.fee.currency, lang))}
        </p>
      )}
      {quote.fx && from && (
        <>
          <p className="op-muted" data-testid="transfer-rate">
            {labelled(
              t('transfer.rate'),
              rateText(from.currencyCode, formatDecimal(quote.fx.rate, lang), quote.fx.toCurrency),
            )}
          </p>
          <p className="op-fee" data-testid="transfer-receive">
            {labelled(t('transfer.receive'), formatMoney(quote.fx.toAmount, quote.fx.toCurrency, lang))}
          </p>
        </>
      )}
    </>
  );
}
