import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { transferApprove } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';

/** A load waiting for the user's code (the money answers' payment state: approveMode 2, 3 or 4). */
export interface TLoadWaiting {
  trxid: string;
  approveMode: number;
  sentTo: string | null;
}

/**
 * The approval of a card load held for the user's code (spec 2 §4 approval modes: sms, otp,
 * approval code): the code goes to transferApprove with the request's `trxid`.
 */
export function LoadApproval({
  waiting,
  onDone,
  onClose,
}: {
  waiting: TLoadWaiting;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cards');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const approve = useCallMutation(transferApprove, {
    invalidates: ['balanceInquiry', 'historyGet'],
    onFailure: (e) => setError(fieldErrors(e, t)['approvalCode'] ?? chooseMessage(e, t)),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^[0-9A-Za-z]{4,12}$/.test(code.trim())) return setError(t('common.invalid'));
    const r = await approve.run({ trxid: waiting.trxid, approvalCode: code.trim() });
    if (!r.ok) return;
    if (r.data.status === 'completed') onDone();
    else setError(t('cards.load.rejected'));
  }
  const hint = waiting.sentTo
    ? t('cards.load.codeSentTo', { to: waiting.sentTo })
    : t(waiting.approveMode === 3 ? 'cards.load.codeOtp' : 'cards.load.codeSent');
  return (
    <form className="op-form" onSubmit={submit} noValidate data-testid="card-load-approval">
      <p className="op-muted">{hint}</p>
      <TextField
        label={t('cards.code.label')}
        testId="card-load-code"
        field="approvalCode"
        value={code}
        onValue={setCode}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        autoFocus
      />
      <div className="op-dialog__actions">
        <button
          className="op-button op-button--primary"
          type="submit"
          data-testid="card-load-approve"
          disabled={approve.isPending}
        >
          {t('cards.load.approve')}
        </button>
        <button className="op-button" type="button" data-testid="card-cancel" onClick={onClose}>
          {t('cards.dialog.close')}
        </button>
      </div>
    </form>
  );
}
