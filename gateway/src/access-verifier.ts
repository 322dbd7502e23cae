import { createRemoteJWKSet, jwtVerify } from 'jose';
import { SERVICE_ROUTES, ZAccessClaims } from '@openportal/contract';

/** What the socket needs from an access token: who, which session, until when (seconds). */
const ZSocketClaims = ZAccessClaims.pick({ sub: true, sid: true, exp: true });
export type TSocketClaims = { sub: string; sid: string; exp: number };

export type TAccessVerifier = (base: string, token: string) => Promise<TSocketClaims>;

/**
 * Verifies access tokens against each upstream's JWKS (`<base>/auth/jwks`), fetched once and
 * cached by jose; an unknown `kid` refetches at most every `cooldownMs`.
 */
export function createAccessVerifier(opts: {
  timeoutMs: number;
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
  return async (base, token) => {
    const { payload } = await jwtVerify(token, keySet(base), { algorithms: ['EdDSA', 'Ed25519'] });
    return ZSocketClaims.parse(payload);
  };
}
