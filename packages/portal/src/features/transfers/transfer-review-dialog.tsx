import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatDecimal, formatMoney } from '@openportal/i18n';
import { accountShort, rateText } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import type { TTransferForm } from './use-transfer-form.ts';
import type { TQuote } from './use-transfer-quote.ts';
import { ReviewDialog } from './review-dialog.tsx';

export interface TTransferReviewProps {
  body: TTransferForm;
  from: TAccount;
  to: TAccount;
  quote: TQuote;
  sending: boolean;
  onSend: () => void;
  onBack: () => void;
}

/**
 * What the customer checks before money moves (issue 20 §7): from, to, amount, fee, rate and
 * what arrives (when the currencies differ), and when (now). Only "Send" here submits; "Back"
 * returns to the form with its values. "Send" waits for the fee, so nothing is sent unseen.
 */
export function TransferReviewDialog({ body, from, to, quote, sending, onSend, onBack }: TTransferReviewProps) {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, lang);
  const same = from.currencyCode === to.currencyCode;
  // Across currencies what arrives is the quote's; until it is known, nothing can be sent.
  const arrives = quote.fx
    ? money(quote.fx.toAmount, quote.fx.toCurrency)
    : same
      ? money(body.toAmount, to.currencyCode)
      : null;
  const ready = quote.fee !== null && arrives !== null;
  return (
    <ReviewDialog
      title={t('review.title')}
      testId="transfer-review"
      ready={ready}
      sending={sending}
      onSend={onSend}
      onBack={onBack}
      lines={[
        {
          label: t('transfer.from'),
          value: accountShort(from.currencyCode, from.accountId),
          testId: 'transfer-review-from',
        },
        { label: t('transfer.to'), value: accountShort(to.currencyCode, to.accountId), testId: 'transfer-review-to' },
        {
          label: t('transfer.amount'),
          value: money(body.toAmount, from.currencyCode),
          testId: 'transfer-review-amount',
        },
        {
          label: t('transfer.fee'),
          value: quote.fee ? money(quote.fee.amount, quote.fee.currency) : t('review.loading'),
          testId: 'transfer-review-fee',
        },
        quote.fx && {
          label: t('transfer.rate'),
          value: rateText(from.currencyCode, formatDecimal(quote.fx.rate, lang), quote.fx.toCurrency),
          testId: 'transfer-review-rate',
        },
        { label: t('review.arrives'), value: arrives ?? t('review.loading'), testId: 'transfer-review-arrives' },
        { label: t('review.when'), value: t('review.now'), testId: 'transfer-review-when' },
        body.subscriptionFrequency && {
          label: t('repeat.repeats'),
          value: t(`repeat.every.${body.subscriptionFrequency}`),
          testId: 'transfer-review-repeat',
        },
      ]}
    />
  );
}
