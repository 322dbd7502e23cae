import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PORTAL_PATHS,
  passwordChangeCodeCheck,
  passwordChangeRequest,
  passwordChangeWithCode,
} from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { chooseMessage } from '../../shared/api/messages.ts';
import { TextField } from '@openportal/ui';

type TStep = 'email' | 'code' | 'password' | 'done';

/** The three calls of spec 1 §7 password recovery, one step each; answers the next step or a message. */
function useReset() {
  const { t } = useTranslation('auth');
  const request = useCallMutation(passwordChangeRequest, { onFailure: false });
  const check = useCallMutation(passwordChangeCodeCheck, { onFailure: false });
  const change = useCallMutation(passwordChangeWithCode, { onFailure: false });
  const [v, setV] = useState({ email: '', code: '', password: '', repeat: '' });
  const [step, setStep] = useState<TStep>('email');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function next(): Promise<TStep | string> {
    if (step === 'email') {
      const r = await request.run({ email: v.email.trim() });
      return r.ok ? 'code' : chooseMessage(r.error, t);
    }
    if (step === 'code') {
      const r = await check.run({ email: v.email.trim(), code: v.code.trim() });
      return !r.ok ? chooseMessage(r.error, t) : r.data.valid ? 'password' : t('errors.invalidSecurityCode');
    }
    if (v.password !== v.repeat) return t('reset.mismatch');
    const r = await change.run({
      email: v.email.trim(),
      code: v.code.trim(),
      password: v.password,
    });
    return r.ok ? 'done' : chooseMessage(r.error, t);
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const outcome = await next();
    setBusy(false);
    if (outcome === 'code' || outcome === 'password' || outcome === 'done') {
      setError(undefined);
      setStep(outcome);
    } else setError(outcome);
  }
  return { v, setV, step, error, busy, submit };
}

/**
 * Password recovery (spec 1 §7: request, code check, change with code): the e-mail, the code
 * the mail brought, then a new password. The first answer is the same for any address.
 */
export function PasswordResetScreen() {
  const { t } = useTranslation('auth');
  const { v, setV, step, error, busy, submit } = useReset();
  const field = (name: 'email' | 'code' | 'password' | 'repeat', type = 'text') => (
    <TextField
      type={type}
      label={t(`reset.${name}`)}
      testId={`reset-${name}`}
      value={v[name]}
      onValue={(x) => setV({ ...v, [name]: x })}
    />
  );
  return (
    <section className="op-card op-auth">
      <h1>{t('reset.title')}</h1>
      {step === 'done' ? (
        <p className="op-notice" data-testid="reset-done">
          {t('reset.done')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="op-muted">{t(`reset.hint.${step}`)}</p>
          {step === 'email' && field('email', 'email')}
          {step === 'code' && field('code')}
          {step === 'password' && field('password', 'password')}
          {step === 'password' && field('repeat', 'password')}
          {error && (
            <p className="op-error" role="alert" data-testid="reset-error">
              {error}
            </p>
          )}
          <button className="op-button op-button--primary" type="submit" data-testid="reset-submit" disabled={busy}>
            {t('reset.next')}
          </button>
        </form>
      )}
      <p className="op-auth__alt">
        <Link to={PORTAL_PATHS.login} data-testid="reset-login">
          {t('reset.toLogin')}
        </Link>
      </p>
    </section>
  );
}
