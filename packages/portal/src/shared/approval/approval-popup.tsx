import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalResend, businessTransactionRequestConfirm, transferApprove } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { chooseMessage } from '../api/messages.ts';
import { usePortal } from '../services.tsx';
import { usePopup } from '../ui/popup-store.ts';
import { CodeDialog } from '../ui/code-dialog.tsx';
import { PaymentConfirmDialog } from './payment-confirm-dialog.tsx';

/**
 * A payment that waits for the caller's approval, as the money answer said it (never a second
 * read): `approveMode` 1 waits for a linked device, 2 the SMS code, 3 the authenticator's code,
 * 4 the mailed approval code. A checker's code confirms `operationId` (their selection) instead.
 */
export interface TPendingApproval {
  trxid: string;
  approveMode: number;
  approvalSentTo: string | null;
  /** For the push wait: the held transaction and its source account (history fallback). */
  transactionId?: string;
  fromAccount?: number;
  operationId?: string | null;
}

const HINT_KEY: Record<number, string> = { 2: 'approval.sms', 3: 'approval.otp', 4: 'approval.code' };

/** The one approval popup (spec 2 §2 push confirm approval, SMS code popup) for every mode. */
export function ApprovalPopup({ pending, onClose }: { pending: TPendingApproval; onClose: () => void }) {
  if (pending.approveMode === 1 && pending.transactionId !== undefined && pending.fromAccount !== undefined)
    return (
      <PaymentConfirmDialog
        payment={{ transactionId: pending.transactionId, fromAccount: pending.fromAccount }}
        onClose={onClose}
      />
    );
  return <ApprovalCodeDialog pending={pending} onClose={onClose} />;
}

/** The code confirmation: transferApprove (or the checker's businessTransactionRequestConfirm), with resend. */
function useApprovalCode(pending: TPendingApproval, onClose: () => void) {
  const { t } = useTranslation();
  const { invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const approveTransfer = useCallMutation(transferApprove, { onFailure: false });
  const confirmOperation = useCallMutation(businessTransactionRequestConfirm, { onFailure: false });
  const resend = useCallMutation(approvalResend, { onFailure: false });
  const [sentTo, setSentTo] = useState(pending.approvalSentTo);
  const [note, setNote] = useState<string | null>(null);
  const done = (ok: boolean) => {
    onClose();
    invalidate([
      'balanceInquiry',
      'historyGet',
      'transactionRequestList',
      'approvalNotificationsCount',
      'invoiceReceivedList',
      'invoiceSentList',
    ]);
    show(
      ok
        ? { kind: 'success', title: t('payment.title'), message: t('payment.success') }
        : { kind: 'error', title: t('payment.title'), message: t('payment.failed', { reason: '' }) },
    );
  };
  const confirm = async (code: string): Promise<string | null> => {
    if (pending.operationId) {
      const r = await confirmOperation.run({ approvalTransactionId: pending.operationId, code });
      if (!r.ok) return chooseMessage(r.error, t);
      done(true);
      return null;
    }
    const r = await approveTransfer.run({ trxid: pending.trxid, approvalCode: code });
    if (!r.ok) return chooseMessage(r.error, t);
    done(r.data.status === 'completed');
    return null;
  };
  const again = async () => {
    const r = await resend.run({ trxid: pending.trxid });
    if (!r.ok) return setNote(chooseMessage(r.error, t));
    setSentTo(r.data.approvalSentTo);
    setNote(t('approval.resent'));
  };
  return { confirm, again, sentTo, note, resending: resend.isPending };
}

function ApprovalCodeDialog({ pending, onClose }: { pending: TPendingApproval; onClose: () => void }) {
  const { t } = useTranslation();
  const { confirm, again, sentTo, note, resending } = useApprovalCode(pending, onClose);
  return (
    <CodeDialog
      title={t('payment.title')}
      hint={t(HINT_KEY[pending.approveMode] ?? 'approval.code', { to: sentTo ?? '' })}
      testId="approval-code"
      parts="approval-code"
      field="approvalCode"
      label={t('approval.label')}
      submitLabel={t('approval.confirm')}
      resendLabel={t('approval.resend')}
      cancelLabel={t('payment.close')}
      pattern={/^[0-9A-Za-z]{4,12}$/}
      maxLength={12}
      note={note}
      resending={resending}
      onSubmit={confirm}
      onResend={pending.approveMode !== 3 ? () => void again() : undefined}
      onClose={onClose}
    />
  );
}
