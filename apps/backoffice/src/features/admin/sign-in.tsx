import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminAuthLogin, adminAuthLoginGet, ERROR_MESSAGES } from '@openportal/contract';
import { type TApiError, useCallMutation } from '@openportal/contract-client';
import { useServices } from '../../api/services.tsx';
import { ErrorText } from '../../shared/ui.tsx';

interface TPasswordForm {
  username: string;
  password: string;
}

/**
 * Sign-in in two steps (core's admin sign-in): username and password give a five-minute
 * ticket; the authenticator's six-digit code with the ticket gives the session.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const { session } = useServices();
  const login = useCallMutation(adminAuthLogin, { onFailure: false });
  const loginCode = useCallMutation(adminAuthLoginGet, { onFailure: false });
  const [ticket, setTicket] = useState<string | null>(null);
  const [error, setError] = useState<TApiError | undefined>();
  const first = useForm<TPasswordForm>({ defaultValues: { username: '', password: '' } });
  const second = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const sendPassword = first.handleSubmit(async (v) => {
    const r = await login.run({ username: v.username, password: v.password });
    if (!r.ok) return setError(r.error);
    setError(undefined);
    setTicket(r.data.data.token);
  });
  const sendCode = second.handleSubmit(async (v) => {
    const r = await loginCode.run({ code: v.code }, { bearer: ticket ?? '' });
    if (!r.ok) {
      if (r.error.responseDescription === ERROR_MESSAGES.invalidCode) setTicket(null);
      return setError(r.error);
    }
    session.set(r.data.data.token);
  });

  return (
    <main className="bo-sign-in op-card">
      <h1>{t('signIn.title')}</h1>
      <ErrorText error={error} />
      {ticket === null ? (
        <form onSubmit={sendPassword} noValidate>
          <label className="op-field">
            <span>{t('signIn.username')}</span>
            <input autoComplete="username" {...first.register('username', { required: true })} />
          </label>
          <label className="op-field">
            <span>{t('signIn.password')}</span>
            <input
              type="password"
              autoComplete="current-password"
              {...first.register('password', { required: true })}
            />
          </label>
          <button type="submit" className="op-button op-button--primary" disabled={first.formState.isSubmitting}>
            {t('signIn.next')}
          </button>
        </form>
      ) : (
        <form onSubmit={sendCode} noValidate>
          <label className="op-field">
            <span>{t('signIn.code')}</span>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-describedby="code-format"
              {...second.register('code', { required: true, pattern: /^[0-9]{6}$/ })}
            />
          </label>
          <p id="code-format" className="op-hint">
            {t('signIn.codeFormat')}
          </p>
          <button type="submit" className="op-button op-button--primary" disabled={second.formState.isSubmitting}>
            {t('signIn.verify')}
          </button>
          <button type="button" className="op-button op-button--link" onClick={() => setTicket(null)}>
            {t('signIn.restart')}
          </button>
        </form>
      )}
    </main>
  );
}
