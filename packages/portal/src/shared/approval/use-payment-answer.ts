import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentStateAnswer } from '@openportal/contract';
import { usePopup } from '../ui/popup-store.ts';
import type { TPendingApproval } from './approval-popup.tsx';

/** A money answer: its state (contract `paymentStateFields`) and, for a single payment, its transaction. */
export type TMoneyAnswer = TPaymentStateAnswer & { transactionId?: string };

/**
 * What every screen that moves money does with the answer (issue 20: the popup follows the
 * money answer, never a second read): completed -> `onCompleted` (the screen's own success
 * popup); pending for a checker (an initiator's payment, or one over the company's approval
 * threshold) -> 'Approval transaction created' (spec 2 §6); pending with a code (2 sms, 3 otp,
 * 4 mailed code) or a linked device (1) for one payment -> the approval popup (`awaiting`,
 * rendered with `ApprovalPopup`); a batch waiting on the device (no single transaction to
 * watch) -> the device notice. `follow` answers true when the approval popup is to be shown.
 */
export function usePaymentAnswer() {
  const { t } = useTranslation();
  const show = usePopup((s) => s.show);
  const [awaiting, setAwaiting] = useState<TPendingApproval | null>(null);
  const follow = (a: TMoneyAnswer, fromAccount: number | undefined, onCompleted: () => void): boolean => {
    if (a.status !== 'pending' || !a.trxid) {
      onCompleted();
      return false;
    }
    if (a.checker) {
      show({ kind: 'success', title: t('approval.checkerTitle'), message: t('approval.checkerNote') });
      return false;
    }
    const approveMode = a.approveMode ?? 1;
    if (approveMode === 1 && (a.transactionId === undefined || fromAccount === undefined)) {
      show({ kind: 'success', title: t('payment.title'), message: t('payment.waiting') });
      return false;
    }
    setAwaiting({
      trxid: a.trxid,
      approveMode,
      approvalSentTo: a.approvalSentTo ?? null,
      ...(a.transactionId !== undefined ? { transactionId: a.transactionId } : {}),
      ...(fromAccount !== undefined ? { fromAccount } : {}),
    });
    return true;
  };
  return { awaiting, stopAwaiting: () => setAwaiting(null), follow };
}
