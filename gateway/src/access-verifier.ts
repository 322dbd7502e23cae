import { createRemoteJWKSet, jwtVerify } from 'jose';
import { SERVICE_ROUTES, ZAccessClaims } from '@openportal/contract';
import { z } from 'zod';

/** What the socket needs from an access token: who, which session and brand, until when (seconds). */
const ZSocketClaims = ZAccessClaims.pick({ sub: true, sid: true, exp: true, brand: true });
export type TSocketClaims = z.infer<typeof ZSocketClaims>;

export type TAccessVerifier = (base: string, token: string) => Promise<TSocketClaims>;

/**
 * Verifies access tokens against each upstream's JWKS (`<base>/auth/jwks`), fetched once and
 * cached by jose (an unknown `kid` refetches at most every `cooldownMs`), then asks the
 * upstream whether the token's session still lives (`/internal/session`, internal secret): a
 * token of a logged-out session opens no socket, though its signature still holds.
 */
export function createAccessVerifier(opts: {
  timeoutMs: number;
  internalSecret: string;
  cacheMaxAgeMs?: number;
  cooldownMs?: number;
}): TAccessVerifier {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  function keySet(base: string) {
    let set = keySets.get(base);
    if (set === undefined) {
      set = createRemoteJWKSet(new URL(`${base}${SERVICE_ROUTES.jwks}`), {
        timeoutDuration: opts.timeoutMs,
        cacheMaxAge: opts.cacheMaxAgeMs ?? 10 * 60_000,
        cooldownDuration: opts.cooldownMs ?? 30_000,
      });
      keySets.set(base, set);
    }
    return set;
  }
  async function sessionLives(base: string, token: string): Promise<TSocketClaims> {
    const res = await fetch(`${base}${SERVICE_ROUTES.sessionCheck}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': opts.internalSecret },
      body: JSON.stringify({ accessToken: token }),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    if (!res.ok) throw new Error(`session check answered HTTP ${res.status}`);
    return ZSocketClaims.parse(await res.json());
  }
  return async (base, token) => {
    const { payload } = await jwtVerify(token, keySet(base), { algorithms: ['EdDSA', 'Ed25519'] });
    const signed = ZSocketClaims.parse(payload);
    const live = await sessionLives(base, token);
    if (live.sid !== signed.sid || live.sub !== signed.sub) throw new Error('session check disagrees with the token');
    return signed;
  };
}
