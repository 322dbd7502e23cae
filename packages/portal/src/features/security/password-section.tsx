import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChange, passwordChangeConfirm } from '@openportal/contract';
import { chooseMessage, errorPopup } from '../../shared/api/messages.ts';
import type { TCallRequest } from '../../shared/api/types.ts';
import { contractResolver, type TMessageKeys } from '../../shared/forms/contract-resolver.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { FieldError } from '../../shared/ui/field-error.tsx';
import { CodeDialog } from './code-dialog.tsx';
import { useTwoStepModes } from './factor-hint.ts';

type TForm = TCallRequest<typeof passwordChange>;

/** The contract's messages for passwordChange → keys of this namespace. */
const MESSAGE_KEYS: TMessageKeys = {
  'Current password is required': 'common.required',
  'Password must be at least 8 characters': 'password.tooShort',
  'Password must be at most 128 characters': 'password.tooLong',
  'Password must contain a letter': 'password.letter',
  'Password must contain a digit': 'password.digit',
  'Passwords do not match': 'password.mismatch',
};
const FIELDS = [
  ['password', 'password.current', 'current-password'],
  ['passwordNew', 'password.new', 'new-password'],
  ['passwordNewRepeat', 'password.repeat', 'new-password'],
] as const;

/** The form (validated by passwordChange's own schema), the request and its approval code. */
function usePasswordChange() {
  const { t } = useTranslation('security');
  const { api } = usePortal();
  const show = usePopup((s) => s.show);
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const form = useForm<TForm>({
    resolver: contractResolver(passwordChange, t, MESSAGE_KEYS),
    defaultValues: { password: '', passwordNew: '', passwordNewRepeat: '' },
  });
  const succeeded = () => {
    form.reset();
    show({ kind: 'success', title: t('popup.success'), message: `${t('password.success')} ${t('password.relink')}` });
  };
  const onValid = async (body: TForm) => {
    const r = await api.call(passwordChange, body);
    if (!r.ok) {
      for (const v of r.error.validationErrors ?? [])
        form.setError(v.field as keyof TForm, { message: chooseMessage({ ...r.error, validationErrors: [v] }, t) });
      return show(errorPopup(r.error, t));
    }
    if (r.data.requestKey === null) return succeeded();
    setRequestKey(r.data.requestKey);
  };
  const confirm = async (code: string) => {
    const r = await api.call(passwordChangeConfirm, { code, requestKey: requestKey! });
    if (!r.ok) return chooseMessage(r.error, t);
    setRequestKey(null);
    succeeded();
    return null;
  };
  const cancel = () => {
    setRequestKey(null);
    show({ kind: 'error', title: t('password.title'), message: t('code.cancelled') });
  };
  return { form, requestKey, onValid, confirm, cancel };
}

/**
 * Password change on the settings hub (spec 2 §7): the form, then the change-password approval
 * popup for the code the server sent; cancelling it is 'Confirmation canceled' (spec 2 §8).
 */
export function PasswordSection() {
  const { t } = useTranslation('security');
  const { form, requestKey, onValid, confirm, cancel } = usePasswordChange();
  // The code comes from the account's current second factor (issue 18).
  const { factorHint } = useTwoStepModes();
  const errors = form.formState.errors;
  return (
    <section className="op-card" data-testid="password-change">
      <h2>{t('password.title')}</h2>
      <form className="op-form" onSubmit={form.handleSubmit(onValid)} noValidate>
        {FIELDS.map(([name, label, autoComplete]) => (
          <div key={name}>
            <label className="op-field">
              <span>{t(label)}</span>
              <input
                type="password"
                data-testid={`password-${name}`}
                autoComplete={autoComplete}
                {...form.register(name)}
              />
            </label>
            {name === 'passwordNew' && <small className="op-hint">{t('password.hint')}</small>}
            <FieldError field={name} message={errors[name]?.message} />
          </div>
        ))}
        <button
          className="op-button op-button--primary"
          type="submit"
          data-testid="password-submit"
          disabled={form.formState.isSubmitting}
        >
          {t('password.submit')}
        </button>
      </form>
      {requestKey && (
        <CodeDialog
          title={t('password.approval')}
          hint={t(factorHint)}
          testId="password-approval"
          onSubmit={confirm}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
