import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TAnalyticsClient } from '../../shared/analytics/index.ts';
import { useTranslation } from 'react-i18next';
import type { TApiClient } from '../../shared/api/client.ts';
import { chooseMessage } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import type { TMigrateWait } from './migrate-step.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import {
  exchange,
  startLogin,
  waitForPush,
  type TLoginStep,
  type TOtpSource,
  type TPushMigration,
  type TPushWait,
} from './login-flow.ts';

/** Bumped by back and on leaving: a push wait of an abandoned attempt stops. */
function useAttempt() {
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );
  return attempt;
}

/** The push wait: over the socket (its module loads with the push step only), else the long-poll. */
function awaitDecision(
  api: TApiClient,
  step: Extract<TLoginStep, { kind: 'push' }>,
  stay: boolean,
  stopped: () => boolean,
): Promise<TLoginStep | null> {
  const { code, verifier } = step;
  return import('./push-socket.ts').then(
    (m) => m.waitForPushOverSocket({ api, code, verifier, tmpJwt: step.push.tmpJwt, stay, stopped }),
    () => waitForPush(api, code, verifier, stay, stopped),
  );
}

/** The sign-in's analytics events (spec 3 §7): each passes its value through, to stay one line. */
function loginEvents(analytics: TAnalyticsClient) {
  return {
    click: () => analytics.track('Login Click'),
    success: () => {
      analytics.track('Login Success');
      analytics.track('Login Completed', { loginMethod: 'Email' });
      return true;
    },
    failed: (message: string) => (analytics.track('Login Failed'), message),
  };
}

/** What the sign-in screen shows: the step reached, its error, and whether a call is under way. */
function useStepState() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [otpStep, setOtpStep] = useState(false);
  const [sms, setSms] = useState<TOtpSource | null>(null);
  const [push, setPush] = useState<TPushWait | null>(null);
  const [terms, setTerms] = useState<{ termIds: string[]; accessToken: string } | null>(null);
  const [migrate, setMigrate] = useState<TMigrateWait | null>(null);
  /** Back to the credentials. */
  const clear = () => {
    setTerms(null);
    setMigrate(null);
    setPush(null);
    setBusy(false);
    setOtpStep(false);
    setError(null);
  };
  const state = { error, busy, otpStep, sms, push, terms, migrate };
  return { ...state, setError, setBusy, setOtpStep, setSms, setPush, setTerms, setMigrate, clear };
}

/** A step a linked device let through: tokens carry the approvedDevice notice. */
const approvedOnDevice = (step: TLoginStep): TLoginStep =>
  step.kind === 'token' ? { ...step, approvedDevice: true } : step;

/** Keeps what a step heard (the migration ask) for the end of the sign-in. */
const keepIn =
  <T>(ref: { current: T | null }) =>
  (value: T) => {
    ref.current = value;
  };

/**
 * The sign-in state machine: credentials, then the one-time code (otp or texted: sms) or the
 * wait for a linked device (push: over the realtime socket, else the long-poll), then the start page.
 */
export function useLogin() {
  const { t } = useTranslation('auth');
  const { api, analytics } = usePortal();
  const events = loginEvents(analytics);
  const finish = useFinishSignIn();
  const steps = useStepState();
  const { error, setError, busy, setBusy, setOtpStep, setSms, push, setPush, terms, setTerms, migrate, setMigrate } =
    steps;
  const pending = useRef<{ code: string; verifier: string; stay: boolean } | null>(null);
  const migration = useRef<TPushMigration | null>(null);
  const attempt = useAttempt();

  /** True when signed in (the screen is leaving: busy stays on so it does not redirect home first). */
  async function handle(step: TLoginStep, stay: boolean): Promise<boolean> {
    if (step.kind === 'token') {
      setTerms(null);
      const done = await finish(step.accessToken, migration.current, step.approvedDevice);
      if (done.kind === 'done') return events.success();
      if (done.kind === 'terms') setTerms({ termIds: done.termIds, accessToken: step.accessToken });
      else setError(done.message);
    } else if (step.kind === 'otp') {
      pending.current = { code: step.code, verifier: step.verifier, stay };
      setSms(step.sms ?? null);
      setOtpStep(true);
    } else if (step.kind === 'push') {
      setPush(step.push);
      const mine = attempt.current;
      const next = await awaitDecision(api, step, stay, () => mine !== attempt.current);
      if (next === null) return false;
      setPush(null);
      return handle(approvedOnDevice(next), stay);
    } else if (step.kind === 'migrate' && migration.current?.tmpJwt) {
      setMigrate({ migration: migration.current, code: step.code, verifier: step.verifier, stay });
    } else if (step.kind === 'unsupported' || step.kind === 'migrate') setError(t('login.unsupportedFlow'));
    else setError(events.failed(chooseMessage(step.error, t)));
    return false;
  }

  async function run(e: FormEvent | null, stay: boolean, step: () => Promise<TLoginStep>) {
    e?.preventDefault();
    setBusy(true);
    setError(null);
    const done = await step()
      .then((s) => handle(s, stay))
      .catch(() => false);
    if (!done) setBusy(false);
  }

  const submit = (e: FormEvent, username: string, password: string, stay: boolean) => {
    if (!username.trim() || !password) return (e.preventDefault(), setError(t('login.required')));
    migration.current = null;
    void run(e, stay, () => (events.click(), startLogin(api, username.trim(), password, stay, keepIn(migration))));
  };
  const submitOtp = (e: FormEvent, otp: string) => {
    const p = pending.current;
    if (!p) return e.preventDefault();
    void run(e, p.stay, () => exchange(api, p.code, p.verifier, otp.trim(), p.stay));
  };
  /** After the terms step: sign in again with the same token (customer info reloads). */
  const afterTerms = async () => {
    if (terms) await run(null, false, async () => ({ kind: 'token', ...terms }));
  };
  /** The strict migration's device approved: sign-in is push now, so no scp page after it. */
  const afterMigration = (next: TLoginStep) => {
    migration.current = null;
    setMigrate(null);
    void run(null, migrate?.stay ?? false, async () => approvedOnDevice(next));
  };
  const back = () => {
    attempt.current += 1;
    steps.clear();
    pending.current = null;
  };
  const { otpStep, sms } = steps;
  return { error, busy, otpStep, sms, push, terms, migrate, submit, submitOtp, back, afterTerms, afterMigration };
}
