import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { Dialog } from '@openportal/ui';
import { accountShort, labelled } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import type { TP2pForm } from './use-p2p-form.ts';
import './transfers.css';

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

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
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
    <Dialog title={t('p2p.reviewTitle')} testId="p2p-review" onClose={onBack}>
      <dl className="op-review">
        <Line
          label={t('transfer.from')}
          value={accountShort(from.currencyCode, from.accountId)}
          testId="p2p-review-from"
        />
        <Line
          label={t('p2p.to')}
          value={payeeName ? labelled(payeeName, body.toEmail) : body.toEmail}
          testId="p2p-review-to"
        />
        <Line label={t('transfer.amount')} value={money(body.amount, from.currencyCode)} testId="p2p-review-amount" />
        <Line
          label={t('transfer.fee')}
          value={fee ? money(fee.amount, fee.currency) : t('review.loading')}
          testId="p2p-review-fee"
        />
        {body.note && <Line label={t('p2p.note')} value={body.note} testId="p2p-review-note" />}
        <Line label={t('review.when')} value={t('review.now')} testId="p2p-review-when" />
      </dl>
      <div className="op-dialog__actions">
        <button type="button" className="op-button" data-testid="p2p-review-back" onClick={onBack}>
          {t('review.back')}
        </button>
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid="p2p-review-send"
          disabled={sending || fee === null}
          onClick={onSend}
        >
          {t('review.send')}
        </button>
      </div>
    </Dialog>
  );
}
