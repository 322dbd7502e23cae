import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import { usePortal, useSession } from '../../shared/services.tsx';
import { TextField } from '@openportal/ui';
import type { TOtpSource } from './login-flow.ts';
import { MigrateStep } from './migrate-step.tsx';
import { PushStep } from './push-step.tsx';
import { ShellSignIn } from './shell-sign-in.tsx';
import { TermsStep } from './terms-step.tsx';
import { useLogin } from './use-login.ts';

function CredentialsForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (e: FormEvent, u: string, p: string, stay: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [stay, setStay] = useState(false);
  return (
    <form onSubmit={(e) => onSubmit(e, username, password, stay)} noValidate>
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
      <label className="op-check">
        <input type="checkbox" data-testid="login-stay" checked={stay} onChange={(e) => setStay(e.target.checked)} />
        <span>{t('login.staySignedIn')}</span>
      </label>
      <button className="op-button op-button--primary" data-testid="login-submit" type="submit" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}

function OtpForm(props: {
  busy: boolean;
  sms: TOtpSource | null;
  onSubmit: (e: FormEvent, otp: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const [otp, setOtp] = useState('');
  return (
    <form onSubmit={(e) => props.onSubmit(e, otp)} noValidate>
      <p data-testid="login-otp-hint">
        {!props.sms
          ? t('login.otpHint')
          : 'mailed' in props.sms
            ? t('login.verifyDeviceHint')
            : t('login.smsHint', { phone: props.sms.phoneNumber, id: props.sms.smsIdentifier })}
      </p>
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
      <button
        className="op-button op-button--primary"
        data-testid="login-otp-submit"
        type="submit"
        disabled={props.busy}
      >
        {t('login.otpSubmit')}
      </button>
      <button className="op-button op-button--link" type="button" onClick={props.onBack}>
        {t('login.back')}
      </button>
    </form>
  );
}

function RegisterLink() {
  const { t } = useTranslation('auth');
  return (
    <p className="op-auth__alt">
      {t('login.noAccount')}{' '}
      <Link to={PORTAL_PATHS.register} data-testid="register-link">
        {t('login.register')}
      </Link>
    </p>
  );
}

/** Sign in: e-mail and password, then the one-time code when the flow is otp. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { manifest } = usePortal();
  const status = useSession((s) => s.status);
  const lastLogout = useSession((s) => s.lastLogout);
  const login = useLogin();
  if (status === 'signedIn' && !login.busy) return <Navigate to={PORTAL_PATHS.home} replace />;
  const heading = login.terms
    ? t('terms.title')
    : login.migrate
      ? t('scp.title')
      : login.push
        ? t('login.pushTitle')
        : login.otpStep
          ? t('login.otpTitle')
          : t('login.title');
  const steps = login.otpStep || login.push || login.terms || login.migrate;
  const notice = lastLogout === 'idle' || lastLogout === 'expired' ? t('errors.sessionExpired') : null;
  return (
    <section className="op-card op-auth">
      <h1>{heading}</h1>
      {notice && !login.error && (
        <p className="op-notice" data-testid="session-notice">
          {notice}
        </p>
      )}
      {login.error && (
        <p className="op-error" role="alert" data-testid="login-error">
          {login.error}
        </p>
      )}
      {login.terms ? (
        <TermsStep termIds={login.terms.termIds} onAccepted={login.afterTerms} />
      ) : login.migrate ? (
        <MigrateStep wait={login.migrate} onStep={login.afterMigration} onBack={login.back} />
      ) : login.push ? (
        <PushStep push={login.push} onBack={login.back} />
      ) : login.otpStep ? (
        <OtpForm busy={login.busy} sms={login.sms} onSubmit={login.submitOtp} onBack={login.back} />
      ) : (
        <>
          <ShellSignIn />
          <CredentialsForm busy={login.busy} onSubmit={login.submit} />
        </>
      )}
      {!steps && (
        <p className="op-auth__alt">
          <Link to={PORTAL_PATHS.accountRecoveryReset} data-testid="forgot-password">
            {t('login.forgot')}
          </Link>{' '}
          <Link to={PORTAL_PATHS.accountRecoveryEmail} data-testid="lost-email">
            {t('login.lostEmail')}
          </Link>
        </p>
      )}
      {manifest.allowRegistration && !steps && <RegisterLink />}
    </section>
  );
}
