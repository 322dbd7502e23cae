import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, TextField } from '@openportal/ui';

export interface TCodeDialogProps {
  title: string;
  /** What to enter and where it went (`{parts}-hint`). */
  hint: string;
  /** The dialog's test id. */
  testId: string;
  /** The prefix of the field's and buttons' test ids: `{parts}-input`, `-submit`, `-resend`, `-cancel`, `-note`. */
  parts: string;
  label: string;
  submitLabel: string;
  resendLabel: string;
  cancelLabel: string;
  /** The field's name (where a server refusal of it is placed). */
  field: string;
  /** What a code looks like before it is sent (default: 4 to 8 digits). */
  pattern?: RegExp;
  maxLength?: number;
  /** A line under the field (e.g. "A new code was sent."). */
  note?: ReactNode;
  resending?: boolean;
  /** Answers null when the code was taken, else the message to show under the field. */
  onSubmit: (code: string) => Promise<string | null>;
  /** Asks for a new code; no button without it. */
  onResend?: (() => void) | undefined;
  onClose: () => void;
}

/**
 * THE code form of the portal (one component, issue 20 review): the confirm popup of an e-mail
 * or a phone (profile) and the approval code of a payment (`shared/approval`) both use it. A
 * code that does not look like one is refused on its field before anything is sent.
 */
export function CodeDialog(p: TCodeDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!(p.pattern ?? /^[0-9]{4,8}$/).test(code.trim())) return setError(t('common.invalid'));
    setBusy(true);
    const refused = await p.onSubmit(code.trim());
    setBusy(false);
    setError(refused ?? undefined);
  }
  return (
    <Dialog title={p.title} testId={p.testId} onClose={p.onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <p className="op-muted" data-testid={`${p.parts}-hint`}>
          {p.hint}
        </p>
        <TextField
          label={p.label}
          testId={`${p.parts}-input`}
          field={p.field}
          value={code}
          onValue={setCode}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={p.maxLength ?? 8}
        />
        {p.note && (
          <p role="status" className="op-muted" data-testid={`${p.parts}-note`}>
            {p.note}
          </p>
        )}
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid={`${p.parts}-submit`}
            disabled={busy}
          >
            {p.submitLabel}
          </button>
          {p.onResend && (
            <button
              className="op-button op-button--link"
              type="button"
              data-testid={`${p.parts}-resend`}
              disabled={p.resending}
              onClick={p.onResend}
            >
              {p.resendLabel}
            </button>
          )}
          <button className="op-button" type="button" data-testid={`${p.parts}-cancel`} onClick={p.onClose}>
            {p.cancelLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
