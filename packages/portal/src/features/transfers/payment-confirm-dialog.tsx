import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@openportal/contract';
import { translateServerText } from '../../shared/api/messages.ts';
import { useTransactionStatus } from '../../shared/realtime/use-transaction-status.ts';
import { usePortal } from '../../shared/services.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

/**
 * Spec 2 §2 "push confirm approval": a transfer of a user who approves payments on a linked
 * device waits (held, history shows it pending) until the device decides; the TransactionStatus
 * event (spec 3 §4) resolves it into the response popup under 'Payment Confirmation':
 * 'Successfully submitted', or 'Failed transaction' with the server's reason ('Transaction was
 * rejected.' when none). Closing it stops the waiting only: the device may still decide.
 */
export function PaymentConfirmDialog({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const { t: tc } = useTranslation();
  const { invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  useTransactionStatus(transactionId, (e) => {
    onClose();
    invalidate(['balanceInquiry', 'historyGet']);
    const reason = translateServerText(e.message ?? ERROR_MESSAGES.transactionRejected, tc);
    show(
      e.result === 'success'
        ? { kind: 'success', title: t('payment.title'), message: t('payment.success') }
        : { kind: 'error', title: t('payment.title'), message: t('payment.failed', { reason }) },
    );
  });
  return (
    <Dialog title={t('payment.title')} testId="payment-confirm" onClose={onClose}>
      <p role="status" data-testid="payment-confirm-waiting">
        {t('payment.waiting')}
      </p>
      <p className="op-muted">{t('payment.pendingNote')}</p>
      <button type="button" className="op-button" data-testid="payment-confirm-close" onClick={onClose}>
        {t('payment.close')}
      </button>
    </Dialog>
  );
}
