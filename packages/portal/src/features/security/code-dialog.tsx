import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, Dialog } from '@openportal/ui';

/** One numeric one-time code input. */
function CodeField(p: {
  label: string;
  testId: string;
  field: string;
  value: string;
  onValue: (v: string) => void;
  error: string | undefined;
}) {
  return <TextField {...p} inputMode="numeric" autoComplete="one-time-code" maxLength={8} />;
}

/**
 * The SMS code popup and the change-password approval (spec 2 §2): the current factor's code
 * field, and a second one (`second`, e.g. a new authenticator's first code) when asked. `onSubmit`
 * answers null when the code was taken, else the message to show in the popup (spec 2 §8: a
 * refused two-step code shows the returned message).
 */
export function CodeDialog({
  title,
  hint,
  testId,
  onSubmit,
  onCancel,
  second,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  onSubmit: (code: string, second?: string) => Promise<string | null>;
  onCancel: () => void;
  second?: { label: string; testId: string } | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [otherError, setOtherError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const bad = !/^[0-9]{4,8}$/.test(code.trim());
    const badOther = second !== undefined && !/^[0-9]{6}$/.test(other.trim());
    setError(bad ? t('common.invalid') : undefined);
    setOtherError(badOther ? t('common.invalid') : undefined);
    if (bad || badOther) return;
    setBusy(true);
    const refused = await onSubmit(code.trim(), second ? other.trim() : undefined);
    setBusy(false);
    setError(refused ?? undefined);
  }
  return (
    <Dialog title={title} testId={testId} onClose={onCancel}>
      <form className="op-form" onSubmit={submit} noValidate>
        {children}
        <p className="op-muted">{hint}</p>
        <CodeField
          label={t('code.label')}
          testId="code-input"
          field="code"
          value={code}
          onValue={setCode}
          error={error}
        />
        {second && <CodeField {...second} field="otp" value={other} onValue={setOther} error={otherError} />}
        <div className="op-dialog__actions">
          <button className="op-button op-button--primary" type="submit" data-testid="code-submit" disabled={busy}>
            {t('code.submit')}
          </button>
          <button className="op-button" type="button" data-testid="code-cancel" onClick={onCancel}>
            {t('code.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
