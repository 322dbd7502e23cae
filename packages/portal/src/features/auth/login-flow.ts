import { authLogin, authToken } from '@openportal/contract';
import type { TApiClient } from '../../shared/api/client.ts';
import type { TApiError } from '../../shared/api/types.ts';
import { createPkce } from '../../shared/session/pkce.ts';

export type TLoginStep =
  | { kind: 'token'; accessToken: string }
  | { kind: 'otp'; code: string; verifier: string }
  | { kind: 'unsupported' }
  | { kind: 'error'; error: TApiError };

/** Step 1: credentials with a fresh PKCE S256 challenge; 'simple' exchanges the code at once. */
export async function startLogin(api: TApiClient, username: string, password: string): Promise<TLoginStep> {
  const { verifier, challenge } = await createPkce();
  const flow = await api.rest(authLogin, { client: 'spa', username, password, codeChallenge: challenge });
  if (!flow.ok) return { kind: 'error', error: flow.error };
  const { authFlow, code } = flow.data;
  if (!code) return { kind: 'unsupported' };
  if (authFlow === 'simple') return exchange(api, code, verifier);
  if (authFlow === 'otp' || authFlow === 'direct') return { kind: 'otp', code, verifier };
  return { kind: 'unsupported' };
}

/** Step 2: the code and verifier (and the one-time code in the otp flow) for tokens. */
export async function exchange(api: TApiClient, code: string, verifier: string, otp?: string): Promise<TLoginStep> {
  const tokens = await api.rest(
    authToken,
    otp ? { code, codeVerifier: verifier, otp } : { code, codeVerifier: verifier },
  );
  return tokens.ok ? { kind: 'token', accessToken: tokens.data.accessToken } : { kind: 'error', error: tokens.error };
}
