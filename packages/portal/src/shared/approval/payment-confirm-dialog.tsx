import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, historyGet } from '@openportal/contract';
import { translateServerText } from '../api/messages.ts';
import { useCall } from '@openportal/contract-client';
import { useTransactionStatus } from '../realtime/use-transaction-status.ts';
import { usePortal } from '../services.tsx';
import { Dialog } from '@openportal/ui';
import { usePopup } from '../ui/popup-store.ts';

export interface TAwaitedPayment {
  transactionId: string;
  fromAccount: number;
}
type TOutcome = { result: 'success' | 'rejected'; message?: string | undefined };

/**
 * The payment's status in its source account's history, once it is no longer pending: the
 * fallback for an event this tab missed (a socket that was down refetches on reconnect, and
 * the money events of the decision refetch history too).
 */
function useSettledInHistory({ transactionId, fromAccount }: TAwaitedPayment): TOutcome | null {
  const q = useCall(historyGet, { accountId: fromAccount, pageNumber: 1 });
  const status = q.data?.history.find((r) => r.transactionId === transactionId)?.status;
  if (status === 'completed') return { result: 'success' };
  return status === 'rejected' ? { result: 'rejected' } : null;
}

/**
 * Spec 2 §2 "push confirm approval": a transfer of a user who approves payments on a linked
 * device waits (held, history shows it pending) until the device decides; the TransactionStatus
 * event (spec 3 §4) resolves it into the response popup under 'Payment Confirmation':
 * 'Successfully submitted', or 'Failed transaction' with the server's reason ('Transaction was
 * rejected.' when none). Closing it stops the waiting only: the device may still decide.
 */
export function PaymentConfirmDialog({ payment, onClose }: { payment: TAwaitedPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const { invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const finished = useRef(false);
  const finish = (e: TOutcome) => {
    if (finished.current) return;
    finished.current = true;
    onClose();
    invalidate(['balanceInquiry', 'historyGet']);
    const reason = translateServerText(e.message ?? ERROR_MESSAGES.transactionRejected, t);
    show(
      e.result === 'success'
        ? { kind: 'success', title: t('payment.title'), message: t('payment.success') }
        : { kind: 'error', title: t('payment.title'), message: t('payment.failed', { reason }) },
    );
  };
  useTransactionStatus(payment.transactionId, finish);
  const settled = useSettledInHistory(payment);
  const onSettled = useRef(finish);
  useEffect(() => {
    onSettled.current = finish;
  });
  useEffect(() => {
    if (settled) onSettled.current(settled);
  }, [settled]);
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
