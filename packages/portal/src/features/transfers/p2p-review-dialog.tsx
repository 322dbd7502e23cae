import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { accountShort, labelled } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import type { TP2pForm } from './use-p2p-form.ts';
import { ReviewDialog } from './review-dialog.tsx';

export interface TP2pReviewProps {
  body: TP2pForm;
  from: TAccount;
  /** The payee's checked name ("Jane D."), null when the check has not answered. */
  payeeName: string | null;
  fee: { amount: string; currency: string } | null;
  sending: boolean;
  onSend: () => void;
  onBack: () => void;
}

/**
 * What the payer checks before a p2p payment moves (issue 20 §7): from, to (the payee's checked
 * name and e-mail), amount, fee, note, when. Only "Send" pays, and only once the fee is known.
 */
export function P2pReviewDialog({ body, from, payeeName, fee, sending, onSend, onBack }: TP2pReviewProps) {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, lang);
  return (
    <ReviewDialog
      title={t('p2p.reviewTitle')}
      testId="p2p-review"
      ready={fee !== null}
      sending={sending}
      onSend={onSend}
      onBack={onBack}
      lines={[
        {
          label: t('transfer.from'),
          value: accountShort(from.currencyCode, from.accountId),
          testId: 'p2p-review-from',
        },
        {
          label: t('p2p.to'),
          value: payeeName ? labelled(payeeName, body.toEmail) : body.toEmail,
          testId: 'p2p-review-to',
        },
        { label: t('transfer.amount'), value: money(body.amount, from.currencyCode), testId: 'p2p-review-amount' },
        {
          label: t('transfer.fee'),
          value: fee ? money(fee.amount, fee.currency) : t('review.loading'),
          testId: 'p2p-review-fee',
        },
        body.note && { label: t('p2p.note'), value: body.note, testId: 'p2p-review-note' },
        { label: t('review.when'), value: t('review.now'), testId: 'p2p-review-when' },
      ]}
    />
  );
}
