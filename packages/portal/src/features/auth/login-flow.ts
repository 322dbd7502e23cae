import { authLogin, authPushResend, authScpRequest, authToken, ERROR_MESSAGES } from '@openportal/contract';
import type { TApiClient } from '../../shared/api/client.ts';
import type { TApiError } from '@openportal/contract-client';
import { createPkce } from '../../shared/session/pkce.ts';

export type TLoginStep =
  /** approvedDevice: a linked device let this sign-in through (spec 1 §4 login notice flag). */
  | { kind: 'token'; accessToken: string; approvedDevice?: boolean }
  | { kind: 'otp'; code: string; verifier: string; sms?: TOtpSource }
  | { kind: 'push'; code: string; verifier: string; push: TPushWait }
  /** Strict migration (spec 1 §4): the second factor passed, but no tokens before a device approves. */
  | { kind: 'migrate'; code: string; verifier: string }
  | { kind: 'unsupported' }
  | { kind: 'error'; error: TApiError };

/** Where the one-time code came from: texted (masked phone, identifier) or e-mailed (verifyDevice). */
export type TOtpSource = { phoneNumber: string; smsIdentifier: string } | { mailed: true };

/** The push flow's wait (spec 1 §4): the devices asked, the link to the device page, the resend token. */
export interface TPushWait {
  tmpJwt: string;
  link: string;
  devices: { name: string; type: string }[];
}

/** Spec 1 §4 migration to push: what the scp page shows after sign-in (none: not asked). */
export interface TPushMigration {
  req: 'soft' | 'strict';
  daysLeft?: number | undefined;
  strat: 'migrate' | 'enable';
  /** Strict only: what asks for the device link before there are tokens. */
  tmpJwt?: string | undefined;
}

/**
 * Step 1: credentials with a fresh PKCE S256 challenge; 'simple' exchanges the code at once.
 * `onMigration` hears the brand's ask to move sign-in to push, whatever the flow.
 */
export async function startLogin(
  api: TApiClient,
  username: string,
  password: string,
  stay = false,
  onMigration?: (m: TPushMigration) => void,
): Promise<TLoginStep> {
  const { verifier, challenge } = await createPkce();
  const flow = await api.rest(authLogin, { client: 'spa', username, password, codeChallenge: challenge });
  if (!flow.ok) return { kind: 'error', error: flow.error };
  const m = flow.data.migration;
  if (m && m.req !== 'none')
    onMigration?.({ req: m.req, daysLeft: m.daysLeft, strat: m.strat ?? 'enable', tmpJwt: m.tmpJwt });
  const { authFlow, code } = flow.data;
  if (!code) return { kind: 'unsupported' };
  if (authFlow === 'simple') return exchange(api, code, verifier, undefined, stay);
  if (authFlow === 'otp' || authFlow === 'direct') return { kind: 'otp', code, verifier };
  // Spec 1 §4: the sms flow shows the masked phone and the two-digit smsIdentifier the text carries.
  if (authFlow === 'sms')
    return {
      kind: 'otp',
      code,
      verifier,
      sms: { phoneNumber: flow.data.phoneNumber ?? '', smsIdentifier: flow.data.smsIdentifier ?? '' },
    };
  // Spec 1 §4 verifyDevice (the app's waiting device): the code e-mailed to the user.
  if (authFlow === 'verifyDevice') return { kind: 'otp', code, verifier, sms: { mailed: true } };
  if (authFlow === 'push')
    return {
      kind: 'push',
      code,
      verifier,
      push: { tmpJwt: flow.data.tmpJwt ?? '', link: flow.data.link ?? '', devices: flow.data.devices ?? [] },
    };
  return { kind: 'unsupported' };
}

const PUSH_RETRY_MS = 1000;

/**
 * The push wait's long-poll (the fallback of push-socket.ts): /auth/token holds each call until the device decides or its wait is up
 * (pushPending), then it is asked again, until a decision, another failure or `stopped()`.
 */
export async function waitForPush(
  api: TApiClient,
  code: string,
  verifier: string,
  stay: boolean,
  stopped: () => boolean,
): Promise<TLoginStep | null> {
  for (;;) {
    const step = await exchange(api, code, verifier, undefined, stay);
    if (stopped()) return null;
    if (step.kind !== 'error' || step.error.responseDescription !== ERROR_MESSAGES.pushPending) return step;
    // A pause between asks: the server's own wait may be short (or off), the browser never spins.
    await new Promise((r) => setTimeout(r, PUSH_RETRY_MS));
    if (stopped()) return null;
  }
}

/** Resend: the devices are notified again (POST /auth/push/re-send). */
export async function resendPush(api: TApiClient, tmpJwt: string): Promise<boolean> {
  return (await api.rest(authPushResend, { tmpJwt })).ok;
}

/** Step 2: the code and verifier (and the one-time code in the otp flow) for tokens. */
export async function exchange(
  api: TApiClient,
  code: string,
  verifier: string,
  otp?: string,
  stay = false,
): Promise<TLoginStep> {
  // The gateway keeps the refresh cookie past the browser's life only when asked (STAY_HEADER).
  const tokens = await api.rest(
    authToken,
    otp ? { code, codeVerifier: verifier, otp } : { code, codeVerifier: verifier },
    stay ? { gatewayHeaders: { 'x-stay-signed-in': '1' } } : {},
  );
  if (tokens.ok) return { kind: 'token', accessToken: tokens.data.accessToken };
  if (tokens.error.responseDescription === ERROR_MESSAGES.migrationRequired) return { kind: 'migrate', code, verifier };
  return { kind: 'error', error: tokens.error };
}

/** Strict migration: the device link (a deeplink, and the stand-in device page's `link`) for the tmpJwt. */
export async function requestMigrationLink(api: TApiClient, tmpJwt: string) {
  const r = await api.rest(authScpRequest, { tmpJwt });
  return r.ok ? { deeplink: r.data.deeplink, link: r.data.link ?? null } : null;
}

/** What the sign-in hands the scp page (router state): the ask and the start page after it. */
export interface TScpState {
  migration: TPushMigration;
  next: string;
}
