import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  accountActivate,
  activationCodeResend,
  businessAccountActivate,
  employeeAccountActivate,
  PORTAL_PATHS,
  readEntryQuery,
} from '@openportal/contract';
import { type TCallRequest, useCallMutation } from '@openportal/contract-client';
import { errorPopup } from '../../shared/api/messages.ts';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { MESSAGE_KEYS } from './use-register-form.ts';

/** What every activation does after its call: adopt the access token, say so, go home (or to login). */
function useActivation() {
  const { t } = useTranslation('registration');
  const { session } = usePortal();
  const navigate = useNavigate();
  const show = usePopup((s) => s.show);
  const toLogin = useCallback(() => navigate(PORTAL_PATHS.login, { replace: true }), [navigate]);
  const failed = useCallback(
    (e: Parameters<typeof errorPopup>[0]) => show({ ...errorPopup(e, t, t('activation.title')), onClose: toLogin }),
    [show, t, toLogin],
  );
  const incomplete = useCallback(
    () => show({ kind: 'error', title: t('activation.title'), message: t('activation.incomplete'), onClose: toLogin }),
    [show, t, toLogin],
  );
  const done = useCallback(
    async (accessToken: string) => {
      const signed = await session.signIn(accessToken);
      show({
        kind: 'success',
        title: t('activation.title'),
        message: t('activation.success'),
        onClose: () => navigate(signed.ok ? '/' : '/login', { replace: true }),
      });
    },
    [session, show, t, navigate],
  );
  return { t, session, show, toLogin, failed, incomplete, done };
}

/**
 * A refused link (expired, used, wrong) leaves the page open with one button that mails a new
 * link to that address (activationCodeResend; its answer never says whether the address exists).
 */
function ResendButton({ user }: { user: string }) {
  const { t, show, toLogin } = useActivation();
  const resend = useCallMutation(activationCodeResend, { t });
  const onResend = async () => {
    const r = await resend.run({ email: user });
    if (!r.ok) return;
    show({
      kind: 'success',
      title: t('activation.title'),
      message: t('activation.resent', { email: user }),
      onClose: toLogin,
    });
  };
  return (
    <button
      type="button"
      className="op-button op-button--primary"
      data-testid="activation-resend"
      disabled={resend.isPending}
      onClick={() => void onResend()}
    >
      {t('activation.resend')}
    </button>
  );
}

/**
 * `action=activation` (personal) and `action=activationBusiness` (a company's registrant, whose
 * activation also activates the company and mails its users their links): activated at once.
 */
function LinkActivation({ action, user, code }: { action: string; user: string; code: string }) {
  const { t, session, show, failed, incomplete, done } = useActivation();
  const started = useRef(false);
  const [refused, setRefused] = useState(false);
  const business = action === 'activationBusiness';
  const personal = useCallMutation(accountActivate, {
    onFailure: (e) => {
      setRefused(true);
      show(errorPopup(e, t, t('activation.title')));
    },
  });
  const company = useCallMutation(businessAccountActivate, { onFailure: failed });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await session.logout('activation');
      if (!user || !code) return incomplete();
      const r = business
        ? await company.run({ email: user, activationCode: code })
        : await personal.run({ username: user, activationCode: code });
      if (r.ok) await done(r.data.accessToken);
    })();
  }, [business, company, personal, session, user, code, incomplete, done]);
  return (
    <>
      <p role="status">{t(refused ? 'activation.failed' : 'activation.inProgress')}</p>
      {refused && user && <ResendButton user={user} />}
    </>
  );
}

type TEmployeeRequest = TCallRequest<typeof employeeAccountActivate>;

/** `action=activationEmployee` (a company's user, after the company is activated): they choose a password first. */
function EmployeeActivation({ user, code }: { user: string; code: string }) {
  const { t, session, incomplete, done } = useActivation();
  const form = useForm<TEmployeeRequest, unknown, TEmployeeRequest>({
    resolver: contractResolver(employeeAccountActivate, t, MESSAGE_KEYS),
    defaultValues: { email: user, activationCode: code, password: '' },
  });
  const activate = useCallMutation(employeeAccountActivate, { form, fields: ['password'], messages: MESSAGE_KEYS, t });
  useEffect(() => {
    void session.logout('activation').then(() => (!user || !code ? incomplete() : undefined));
  }, [session, user, code, incomplete]);
  const onValid = async (body: TEmployeeRequest) => {
    const r = await activate.run(body);
    if (r.ok) await done(r.data.accessToken);
  };
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate data-testid="activation-employee">
      <p>{t('activation.employeeIntro', { email: user })}</p>
      <TextField
        form={form}
        name="password"
        label={t('activation.password')}
        testId="activation-password"
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
      />
      <button
        className="op-button op-button--primary"
        type="submit"
        data-testid="activation-submit"
        disabled={form.formState.isSubmitting}
      >
        {t('activation.submit')}
      </button>
    </form>
  );
}

/**
 * `/activate?action=<activation|activationBusiness|activationEmployee>&user=<email>&code=<code>`
 * (also on `/`, spec 1 §4): logs out any current session, activates through the action's call
 * (`accountActivate`, `businessAccountActivate`, `employeeAccountActivate`), adopts the returned
 * access token (the gateway set the refresh cookie).
 */
export function ActivationScreen() {
  const { t } = useTranslation('registration');
  const { action, user, code } = readEntryQuery(useLocation().search);
  return (
    <section className="op-card op-auth">
      <h1>{t('activation.title')}</h1>
      {action === 'activationEmployee' ? (
        <EmployeeActivation user={user} code={code} />
      ) : (
        <LinkActivation action={action} user={user} code={code} />
      )}
    </section>
  );
}
