import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, TextField } from '@openportal/ui';

/** A second code asked with the first (e.g. a new authenticator's first code: 6 digits). */
export interface TSecondCode {
  label: string;
  testId: string;
}

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
  /** The resend button's text (only with `onResend`). */
  resendLabel?: string;
  cancelLabel: string;
  /** The field's name (where a server refusal of it is placed). */
  field: string;
  /** What a code looks like before it is sent (default: 4 to 8 digits). */
  pattern?: RegExp;
  maxLength?: number;
  /** A line under the field (e.g. "A new code was sent."). */
  note?: ReactNode;
  resending?: boolean;
  /** What the dialog shows above the hint (e.g. a new authenticator's QR code and key). */
  children?: ReactNode;
  /** A second code field (field name `otp`), sent with the first. */
  second?: TSecondCode | undefined;
  /** Answers null when the code was taken, else the message to show under the field. */
  onSubmit: (code: string, second?: string) => Promise<string | null>;
  /** Asks for a new code; no button without it. */
  onResend?: (() => void) | undefined;
  onClose: () => void;
}

const SECOND_CODE = /^[0-9]{6}$/;

/** A numeric one-time code input. */
function CodeField(p: {
  label: string;
  testId: string;
  field: string;
  value: string;
  onValue: (v: string) => void;
  error: string | undefined;
  maxLength: number;
}) {
  return <TextField {...p} inputMode="numeric" autoComplete="one-time-code" />;
}

/**
 * THE code form of the portal (one component, issue 20 review): the confirm popup of an e-mail
 * or a phone (profile), the approval code of a payment (`shared/approval`) and the security
 * changes' codes (password, devices, two-step with a new authenticator's `second` code) all use
 * it. A code that does not look like one is refused on its field before anything is sent.
 */
export function CodeDialog(p: TCodeDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [otherError, setOtherError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const bad = !(p.pattern ?? /^[0-9]{4,8}$/).test(code.trim());
    const badOther = p.second !== undefined && !SECOND_CODE.test(other.trim());
    setError(bad ? t('common.invalid') : undefined);
    setOtherError(badOther ? t('common.invalid') : undefined);
    if (bad || badOther) return;
    setBusy(true);
    const refused = await p.onSubmit(code.trim(), p.second ? other.trim() : undefined);
    setBusy(false);
    setError(refused ?? undefined);
  }
  const maxLength = p.maxLength ?? 8;
  return (
    <Dialog title={p.title} testId={p.testId} onClose={p.onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        {p.children}
        <p className="op-muted" data-testid={`${p.parts}-hint`}>
          {p.hint}
        </p>
        <CodeField
          label={p.label}
          testId={`${p.parts}-input`}
          field={p.field}
          value={code}
          onValue={setCode}
          error={error}
          maxLength={maxLength}
        />
        {p.second && (
          <CodeField {...p.second} field="otp" value={other} onValue={setOther} error={otherError} maxLength={8} />
        )}
        {p.note && (
          <p role="status" className="op-muted" data-testid={`${p.parts}-note`}>
            {p.note}
          </p>
        )}
        <CodeActions {...p} busy={busy} />
      </form>
    </Dialog>
  );
}

/** Submit, resend (with `onResend`) and cancel. */
function CodeActions(p: TCodeDialogProps & { busy: boolean }) {
  return (
    <div className="op-dialog__actions">
      <button
        className="op-button op-button--primary"
        type="submit"
        data-testid={`${p.parts}-submit`}
        disabled={p.busy}
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
  );
}
