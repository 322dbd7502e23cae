import { authLogin, authToken } from '@openportal/contract';
import type { TApiClient } from '../../shared/api/client.ts';
import type { TApiError } from '../../shared/api/types.ts';
import { createPkce } from '../../shared/session/pkce.ts';

export type TLoginStep =
  | { kind: 'token'; accessToken: string }
  | { kind: 'otp'; code: string; verifier: string; sms?: { phoneNumber: string; smsIdentifier: string } }
  | { kind: 'unsupported' }
  | { kind: 'error'; error: TApiError };

/** Step 1: credentials with a fresh PKCE S256 challenge; 'simple' exchanges the code at once. */
export async function startLogin(
  api: TApiClient,
  username: string,
  password: string,
  stay = false,
): Promise<TLoginStep> {
  const { verifier, challenge } = await createPkce();
  const flow = await api.rest(authLogin, { client: 'spa', username, password, codeChallenge: challenge });
  if (!flow.ok) return { kind: 'error', error: flow.error };
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
  return { kind: 'unsupported' };
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
  return tokens.ok ? { kind: 'token', accessToken: tokens.data.accessToken } : { kind: 'error', error: tokens.error };
}
