import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  accountRecoveryCreate,
  accountRecoveryEmailCodeCheck,
  accountRecoveryPasswordSet,
  accountRecoveryStatusGet,
  PORTAL_PATHS,
} from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { usePortal } from '../../shared/services.tsx';
import { TextField } from '@openportal/ui';
import { useRecoveryState, useSubmit } from './use-recovery.ts';

type TTask = { verificationStatus: string; email: string; emailCodeIsValid: boolean; rejectReason: string | null };

function Card({ children, error }: { children: ReactNode; error: string | null }) {
  const { t } = useTranslation('auth');
  return (
    <section className="op-card op-auth">
      <h1>{t('recovery.title')}</h1>
      {children}
      {error && (
        <p className="op-error" role="alert" data-testid="recovery-error">
          {error}
        </p>
      )}
      <p className="op-auth__alt">
        <Link to={PORTAL_PATHS.login}>{t('reset.toLogin')}</Link>
      </p>
    </section>
  );
}

function Submit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button className="op-button op-button--primary" type="submit" data-testid="recovery-submit" disabled={busy}>
      {label}
    </button>
  );
}

/** Step 1 (/account-recovery/email): the account, a new e-mail we can reach, and who you are. */
export function RecoveryEmailScreen() {
  const { t } = useTranslation('auth');
  const create = useCallMutation(accountRecoveryCreate, { onFailure: false });
  const navigate = useNavigate();
  const state = useRecoveryState();
  const { error, busy, run } = useSubmit();
  const [v, setV] = useState({ email: '', recoveryEmail: '', firstName: '', lastName: '', dob: '' });
  const field = (name: keyof typeof v, type = 'text') => (
    <TextField
      type={type}
      label={t(`recovery.fields.${name}`)}
      testId={`recovery-${name}`}
      value={v[name]}
      onValue={(x) => setV({ ...v, [name]: x })}
    />
  );
  const submit = (e: React.FormEvent) =>
    run(e, async () => {
      if (Object.values(v).some((x) => !x.trim())) return t('recovery.required');
      const r = await create.run({
        email: v.email.trim(),
        recoveryEmail: v.recoveryEmail.trim(),
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        dob: v.dob,
      });
      if (!r.ok) return r;
      state.write({ taskId: r.data.task.taskId });
      navigate(PORTAL_PATHS.accountRecoveryStatus);
      return { ok: true };
    });
  return (
    <Card error={error}>
      <form onSubmit={submit} noValidate>
        <p className="op-muted">{t('recovery.intro')}</p>
        {field('email', 'email')}
        {field('recoveryEmail', 'email')}
        {field('firstName')}
        {field('lastName')}
        {field('dob', 'date')}
        <Submit busy={busy} label={t('recovery.send')} />
      </form>
    </Card>
  );
}

/**
 * Step 2 (/account-recovery/status): the code (sent to the account's own e-mail and phone, or,
 * once the back office approved a request to another mailbox, to that mailbox), and where the
 * request stands.
 */
export function RecoveryStatusScreen() {
  const { t } = useTranslation('auth');
  const { api } = usePortal();
  const navigate = useNavigate();
  const state = useRecoveryState();
  const saved = state.read();
  const { error, busy, run } = useSubmit();
  const check = useCallMutation(accountRecoveryEmailCodeCheck, { onFailure: false });
  const [task, setTask] = useState<TTask | null>(null);
  const [code, setCode] = useState('');
  useEffect(() => {
    if (saved)
      void api.call(accountRecoveryStatusGet, { taskId: saved.taskId }).then((r) => r.ok && setTask(r.data.task));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!saved) return <Navigate to={PORTAL_PATHS.accountRecoveryEmail} replace />;
  const submit = (e: React.FormEvent) =>
    run(e, async () => {
      const r = await check.run({ taskId: saved.taskId, code: code.trim() });
      if (!r.ok) return r;
      setTask(r.data.task);
      state.write({ taskId: saved.taskId, code: code.trim() });
      if (r.data.task.verificationStatus === 'approved') navigate(PORTAL_PATHS.accountRecoveryPassword);
      return { ok: true };
    });
  // The code is at the account's own addresses until an operator approved the request; then at the new mailbox.
  const hint = task?.verificationStatus === 'approved' ? 'recovery.codeHint' : 'recovery.codeHintAccount';
  const asking = task && !task.emailCodeIsValid && task.verificationStatus !== 'rejected';
  return (
    <Card error={error}>
      {asking && (
        <form onSubmit={submit} noValidate>
          <p className="op-muted">{t(hint, { email: task.email })}</p>
          <TextField label={t('recovery.fields.code')} testId="recovery-code" value={code} onValue={setCode} />
          <Submit busy={busy} label={t('recovery.check')} />
        </form>
      )}
      {task && (!asking || task.verificationStatus === 'inReview') && (
        <p className="op-notice" data-testid="recovery-status" data-status={task.verificationStatus}>
          {t(`recovery.status.${task.verificationStatus}`, { email: task.email, reason: task.rejectReason ?? '' })}
        </p>
      )}
    </Card>
  );
}

/** Step 3 (/account-recovery/password): the new password, set once with the checked code. */
export function RecoveryPasswordScreen() {
  const { t } = useTranslation('auth');
  const setPassword = useCallMutation(accountRecoveryPasswordSet, { onFailure: false });
  const navigate = useNavigate();
  const state = useRecoveryState();
  const saved = state.read();
  const { error, busy, run } = useSubmit();
  const [v, setV] = useState({ password: '', repeat: '' });
  if (!saved?.code) return <Navigate to={PORTAL_PATHS.accountRecoveryStatus} replace />;
  const submit = (e: React.FormEvent) =>
    run(e, async () => {
      if (v.password !== v.repeat) return t('reset.mismatch');
      const r = await setPassword.run({
        taskId: saved.taskId,
        code: saved.code!,
        password: v.password,
      });
      if (!r.ok) return r;
      navigate(PORTAL_PATHS.accountRecoverySuccess, { replace: true });
      return { ok: true };
    });
  return (
    <Card error={error}>
      <form onSubmit={submit} noValidate>
        <p className="op-muted">{t('reset.hint.password')}</p>
        {(['password', 'repeat'] as const).map((name) => (
          <TextField
            key={name}
            type="password"
            label={t(`reset.${name}`)}
            testId={`recovery-${name}`}
            value={v[name]}
            onValue={(x) => setV({ ...v, [name]: x })}
          />
        ))}
        <Submit busy={busy} label={t('recovery.setPassword')} />
      </form>
    </Card>
  );
}

/** Step 4 (/account-recovery/success). */
export function RecoverySuccessScreen() {
  const { t } = useTranslation('auth');
  const state = useRecoveryState();
  // The task is done: its id and code leave this tab.
  useEffect(() => state.write(null));
  return (
    <Card error={null}>
      <p className="op-notice" data-testid="recovery-success">
        {t('recovery.success')}
      </p>
    </Card>
  );
}

/** The screen of the four recovery routes (the feature registers one lazy chunk for them). */
export default function AccountRecoveryScreen() {
  const { pathname } = useLocation();
  if (pathname.startsWith(PORTAL_PATHS.accountRecoveryStatus)) return <RecoveryStatusScreen />;
  if (pathname.startsWith(PORTAL_PATHS.accountRecoveryPassword)) return <RecoveryPasswordScreen />;
  if (pathname.startsWith(PORTAL_PATHS.accountRecoverySuccess)) return <RecoverySuccessScreen />;
  return <RecoveryEmailScreen />;
}
