import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@openportal/ui';

/**
 * The one-time code step in front of a card secret: first "Send code" (the call without a code:
 * core sends one of the user's current factor), then the code field and the confirm button.
 */
export function CodeForm(p: {
  asked: boolean;
  busy: boolean;
  error: string | undefined;
  submitLabel: string;
  /** The first step's button (default: "Send code"). */
  sendLabel?: string;
  onSend: () => void;
  onCode: (code: string) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('cards');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.asked) p.onCode(code);
    else p.onSend();
  };
  return (
    <form className="op-form" onSubmit={submit} noValidate>
      {p.children}
      <p className="op-muted" data-testid="card-code-hint">
        {t(p.asked ? 'cards.code.sent' : 'cards.code.why')}
      </p>
      {p.asked && (
        <TextField
          label={t('cards.code.label')}
          testId="card-code-input"
          field="otp"
          value={code}
          onValue={setCode}
          error={p.error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          autoFocus
        />
      )}
      {!p.asked && p.error && (
        <p className="op-field-error" role="alert" data-testid="card-code-error">
          {p.error}
        </p>
      )}
      <div className="op-dialog__actions">
        <button className="op-button op-button--primary" type="submit" data-testid="card-code-submit" disabled={p.busy}>
          {p.asked ? p.submitLabel : (p.sendLabel ?? t('cards.code.send'))}
        </button>
        {p.asked && (
          <button
            className="op-button"
            type="button"
            data-testid="card-code-resend"
            onClick={p.onSend}
            disabled={p.busy}
          >
            {t('cards.code.resend')}
          </button>
        )}
        <button className="op-button" type="button" data-testid="card-cancel" onClick={p.onCancel}>
          {t('cards.dialog.cancel')}
        </button>
      </div>
    </form>
  );
}
