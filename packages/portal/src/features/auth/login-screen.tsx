import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { chooseMessage } from '../../shared/api/messages.ts';
import { PORTAL_PATHS } from '@openportal/contract';
import { useIsRegistered } from '../../shared/route-table.tsx';
import { takeRememberedPath } from '../../shared/session/remembered-path.ts';
import { chooseStartPage } from '../../shared/session/start-page.ts';
import { usePortal, useSession } from '../../shared/services.tsx';
import { exchange, startLogin, type TLoginStep } from './login-flow.ts';
import { TextField } from '../../shared/ui/text-field.tsx';

/** Sign in: e-mail and password, then the one-time code when the flow is otp. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { api, session, manifest, tabStorage, store } = usePortal();
  const isRegistered = useIsRegistered();
  const status = useSession((s) => s.status);
  const lastLogout = useSession((s) => s.lastLogout);
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ code: string; verifier: string } | null>(null);
  const [otpStep, setOtpStep] = useState(false);

  if (status === 'signedIn' && !busy) return <Navigate to={PORTAL_PATHS.home} replace />;

  /** True when signed in (the screen is leaving: busy stays on so it does not redirect home first). */
  async function handle(step: TLoginStep): Promise<boolean> {
    if (step.kind === 'token') {
      const r = await session.signIn(step.accessToken);
      if (r.ok) {
        const start = chooseStartPage(
          { access: store.getState().access, remembered: takeRememberedPath(tabStorage) },
          isRegistered,
        );
        navigate(start, { replace: true });
        return true;
      }
      setError(chooseMessage(r.error, t));
    } else if (step.kind === 'otp') {
      pending.current = { code: step.code, verifier: step.verifier };
      setOtpStep(true);
    } else if (step.kind === 'unsupported') setError(t('login.unsupportedFlow'));
    else setError(chooseMessage(step.error, t));
    return false;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    const done = await handle(await startLogin(api, username.trim(), password)).catch(() => false);
    if (!done) setBusy(false);
  }

  async function submitOtp(e: FormEvent) {
    e.preventDefault();
    if (!pending.current) return;
    setBusy(true);
    setError(null);
    const done = await handle(await exchange(api, pending.current.code, pending.current.verifier, otp.trim())).catch(
      () => false,
    );
    if (!done) setBusy(false);
  }

  const notice = lastLogout === 'idle' || lastLogout === 'expired' ? t('errors.sessionExpired') : null;
  return (
    <section className="op-card op-auth">
      <h1>{otpStep ? t('login.otpTitle') : t('login.title')}</h1>
      {notice && !error && (
        <p className="op-notice" data-testid="session-notice">
          {notice}
        </p>
      )}
      {error && (
        <p className="op-error" role="alert" data-testid="login-error">
          {error}
        </p>
      )}
      {!otpStep ? (
        <form onSubmit={submit} noValidate>
          <TextField
            label={t('login.username')}
            testId="login-username"
            type="email"
            autoComplete="username"
            value={username}
            onValue={setUsername}
          />
          <TextField
            label={t('login.password')}
            testId="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
          />
          <button className="op-button op-button--primary" data-testid="login-submit" type="submit" disabled={busy}>
            {t('login.submit')}
          </button>
        </form>
      ) : (
        <form onSubmit={submitOtp} noValidate>
          <p>{t('login.otpHint')}</p>
          <label className="op-field">
            <span>{t('login.otp')}</span>
            <input
              data-testid="login-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
            />
          </label>
          <button className="op-button op-button--primary" data-testid="login-otp-submit" type="submit" disabled={busy}>
            {t('login.otpSubmit')}
          </button>
          <button
            className="op-button op-button--link"
            type="button"
            onClick={() => {
              setOtpStep(false);
              setOtp('');
              setError(null);
              pending.current = null;
            }}
          >
            {t('login.back')}
          </button>
        </form>
      )}
      {manifest.allowRegistration && !otpStep && (
        <p className="op-auth__alt">
          {t('login.noAccount')}{' '}
          <Link to="/register/personal" data-testid="register-link">
            {t('login.register')}
          </Link>
        </p>
      )}
    </section>
  );
}
