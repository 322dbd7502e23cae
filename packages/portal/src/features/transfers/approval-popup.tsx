import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalResend, businessTransactionRequestConfirm, transferApprove } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { Dialog, TextField } from '@openportal/ui';
import { chooseMessage } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
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
  const { t } = useTranslation('transfers');
  const { invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const approveTransfer = useCallMutation(transferApprove, { onFailure: false });
  const confirmOperation = useCallMutation(businessTransactionRequestConfirm, { onFailure: false });
  const resend = useCallMutation(approvalResend, { onFailure: false });
  const [sentTo, setSentTo] = useState(pending.approvalSentTo);
  const [note, setNote] = useState<string | null>(null);
  const done = (ok: boolean) => {
    onClose();
    invalidate(['balanceInquiry', 'historyGet', 'transactionRequestList', 'approvalNotificationsCount']);
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
  const { t } = useTranslation('transfers');
  const { confirm, again, sentTo, note, resending } = useApprovalCode(pending, onClose);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^[0-9A-Za-z]{4,12}$/.test(code.trim())) return setError(t('common.invalid'));
    setBusy(true);
    const refused = await confirm(code.trim());
    setBusy(false);
    setError(refused ?? undefined);
  }
  return (
    <Dialog title={t('payment.title')} testId="approval-code" onClose={onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <p className="op-muted" data-testid="approval-code-hint">
          {t(HINT_KEY[pending.approveMode] ?? 'approval.code', { to: sentTo ?? '' })}
        </p>
        <TextField
          label={t('approval.label')}
          testId="approval-code-input"
          field="approvalCode"
          value={code}
          onValue={setCode}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
        />
        {note && (
          <p role="status" className="op-muted" data-testid="approval-code-note">
            {note}
          </p>
        )}
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="approval-code-submit"
            disabled={busy}
          >
            {t('approval.confirm')}
          </button>
          {pending.approveMode !== 3 && (
            <button
              className="op-button op-button--link"
              type="button"
              data-testid="approval-code-resend"
              disabled={resending}
              onClick={() => void again()}
            >
              {t('approval.resend')}
            </button>
          )}
          <button className="op-button" type="button" data-testid="approval-code-cancel" onClick={onClose}>
            {t('payment.close')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
