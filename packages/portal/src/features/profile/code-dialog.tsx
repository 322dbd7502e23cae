import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, TextField } from '@openportal/ui';

/**
 * The confirm popup of an e-mail or phone: the code sent to it. `onSubmit` answers null when the
 * code was taken, else the message to show under the field; `onResend` asks for a new code.
 */
export function ProfileCodeDialog(p: {
  title: string;
  hint: string;
  testId: string;
  onSubmit: (code: string) => Promise<string | null>;
  onResend?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^[0-9]{4,8}$/.test(code.trim())) return setError(t('common.invalid'));
    setBusy(true);
    const refused = await p.onSubmit(code.trim());
    setBusy(false);
    setError(refused ?? undefined);
  }
  return (
    <Dialog title={p.title} testId={p.testId} onClose={p.onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <p className="op-muted">{p.hint}</p>
        <TextField
          label={t('confirmCode.label')}
          testId="profile-code-input"
          field="code"
          value={code}
          onValue={setCode}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
        />
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="profile-code-submit"
            disabled={busy}
          >
            {t('confirmCode.submit')}
          </button>
          {p.onResend && (
            <button
              className="op-button op-button--link"
              type="button"
              data-testid="profile-code-resend"
              onClick={p.onResend}
            >
              {t('confirmCode.resend')}
            </button>
          )}
          <button className="op-button" type="button" onClick={p.onClose}>
            {t('profile.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
