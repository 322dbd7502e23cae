import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Agent, request } from 'undici';
import { SERVICE_ROUTES, ZAccessClaims } from '@openportal/contract';
import { z } from 'zod';

/** What the socket needs from an access token: who, which session and brand, until when (seconds). */
const ZSocketClaims = ZAccessClaims.pick({ sub: true, sid: true, exp: true, brand: true });
export type TSocketClaims = z.infer<typeof ZSocketClaims>;

export type TAccessVerifier = (base: string, token: string) => Promise<TSocketClaims>;

/** Tokens whose signature was verified, kept until they expire. */
const VERIFIED_CACHE_MAX = 10_000;

/**
 * A bounded map of verified tokens (upstream base + token → claims), each kept until its `exp`:
 * a signature is checked once per token, not once per socket. Oldest first out when full.
 */
export function createVerifiedCache(max: number = VERIFIED_CACHE_MAX) {
  const entries = new Map<string, TSocketClaims>();
  return {
    get(key: string, nowMs: number): TSocketClaims | undefined {
      const claims = entries.get(key);
      if (claims === undefined) return undefined;
      if (claims.exp * 1000 > nowMs) return claims;
      entries.delete(key);
      return undefined;
    },
    set(key: string, claims: TSocketClaims): void {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, claims);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Verifies access tokens against each upstream's JWKS (`<base>/auth/jwks`), fetched once and
 * cached by jose (an unknown `kid` refetches at most every `cooldownMs`), remembers a verified
 * token until it expires, then asks the upstream whether the token's session still lives
 * (`/internal/session`, that upstream's own internal secret) every time: a token of a logged-out
 * session opens no socket, though its signature still holds. Only upstreams with a secret
 * (configured for realtime) are asked anything.
 */
export function createAccessVerifier(opts: {
  timeoutMs: number;
  /** The internal secret of an upstream configured for realtime; undefined: no check is sent there. */
  secretFor(base: string): string | undefined;
  cacheMaxAgeMs?: number;
  cooldownMs?: number;
  verifiedCacheMax?: number;
}): TAccessVerifier {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const verified = createVerifiedCache(opts.verifiedCacheMax);
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
  async function signed(base: string, token: string): Promise<TSocketClaims> {
    const key = `${base}\n${token}`;
    const known = verified.get(key, Date.now());
    if (known !== undefined) return known;
    const { payload } = await jwtVerify(token, keySet(base), { algorithms: ['EdDSA', 'Ed25519'] });
    const claims = ZSocketClaims.parse(payload);
    verified.set(key, claims);
    return claims;
  }
  // Keep-alive connections for the checks, with timeouts that end with the call (an
  // AbortSignal.timeout would keep each call's state alive for the whole timeout: 10,000
  // sockets signing in at once held ~40 MB that way).
  const checks = new Agent({
    keepAliveTimeout: 30_000,
    connections: 16,
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
    connect: { timeout: opts.timeoutMs },
  });
  async function sessionLives(base: string, token: string): Promise<TSocketClaims> {
    const secret = opts.secretFor(base);
    if (secret === undefined) throw new Error('no realtime on this upstream');
    const res = await request(`${base}${SERVICE_ROUTES.sessionCheck}`, {
      dispatcher: checks,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': secret },
      body: JSON.stringify({ accessToken: token }),
    });
    const answer = await res.body.json();
    if (res.statusCode !== 200) throw new Error(`session check answered HTTP ${res.statusCode}`);
    return ZSocketClaims.parse(answer);
  }
  return async (base, token) => {
    if (opts.secretFor(base) === undefined) throw new Error('no realtime on this upstream');
    const claims = await signed(base, token);
    const live = await sessionLives(base, token);
    if (live.sid !== claims.sid || live.sub !== claims.sub) throw new Error('session check disagrees with the token');
    return claims;
  };
}
