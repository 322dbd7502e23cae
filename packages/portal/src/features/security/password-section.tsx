import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChange, passwordChangeConfirm } from '@openportal/contract';
import { chooseMessage } from '../../shared/api/messages.ts';
import { type TCallRequest, type TMessageKeys, useCallMutation } from '@openportal/contract-client';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { FieldError } from '@openportal/ui';
import { CodeDialog } from '../../shared/ui/code-dialog.tsx';
import { useCodeFields, useTwoStepModes } from './factor-hint.ts';

type TForm = TCallRequest<typeof passwordChange>;

/** The contract's messages for passwordChange, by code → keys of this namespace. */
const MESSAGE_KEYS: TMessageKeys = {
  currentPasswordRequired: 'common.required',
  passwordShort: 'password.tooShort',
  passwordLong: 'password.tooLong',
  passwordLetter: 'password.letter',
  passwordDigit: 'password.digit',
  passwordsMismatch: 'password.mismatch',
};
const FIELDS = [
  ['password', 'password.current', 'current-password'],
  ['passwordNew', 'password.new', 'new-password'],
  ['passwordNewRepeat', 'password.repeat', 'new-password'],
] as const;

/** The form (validated by passwordChange's own schema), the request and its approval code. */
function usePasswordChange() {
  const { t } = useTranslation('security');
  const show = usePopup((s) => s.show);
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const form = useForm<TForm>({
    resolver: contractResolver(passwordChange, t, MESSAGE_KEYS),
    defaultValues: { password: '', passwordNew: '', passwordNewRepeat: '' },
  });
  /**
   * A field's error shows under the field only; the popup says what no field shows (it said both,
   * so a wrong current password was shown twice).
   */
  const change = useCallMutation(passwordChange, {
    form,
    fields: FIELDS.map(([name]) => name),
    messages: MESSAGE_KEYS,
    t,
  });
  const confirmation = useCallMutation(passwordChangeConfirm, { onFailure: false });
  const succeeded = () => {
    form.reset();
    show({ kind: 'success', title: t('popup.success'), message: `${t('password.success')} ${t('password.relink')}` });
  };
  const onValid = async (body: TForm) => {
    const r = await change.run(body);
    if (!r.ok) return;
    if (r.data.requestKey === null) return succeeded();
    setRequestKey(r.data.requestKey);
  };
  const confirm = async (code: string) => {
    const r = await confirmation.run({ code, requestKey: requestKey! });
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
  const codeFields = useCodeFields();
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
          {...codeFields}
          title={t('password.approval')}
          hint={t(factorHint)}
          testId="password-approval"
          onSubmit={confirm}
          onClose={cancel}
        />
      )}
    </section>
  );
}
