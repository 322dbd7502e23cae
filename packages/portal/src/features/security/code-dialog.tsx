import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/text-field.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';

/**
 * The SMS code popup and the change-password approval (spec 2 §2): one code field. `onSubmit`
 * answers null when the code was taken, else the message to show in the popup (spec 2 §8: a
 * refused two-step code shows the returned message).
 */
export function CodeDialog({
  title,
  hint,
  testId,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  onSubmit: (code: string) => Promise<string | null>;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^[0-9]{4,8}$/.test(code.trim())) return setError(t('common.invalid'));
    setBusy(true);
    const refused = await onSubmit(code.trim());
    setBusy(false);
    setError(refused ?? undefined);
  }
  return (
    <Dialog title={title} testId={testId} onClose={onCancel}>
      <form className="op-form" onSubmit={submit} noValidate>
        {children}
        <p className="op-muted">{hint}</p>
        <TextField
          label={t('code.label')}
          testId="code-input"
          value={code}
          onValue={setCode}
          field="code"
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
        />
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
