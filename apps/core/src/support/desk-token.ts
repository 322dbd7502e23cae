import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a desk token lives (our choice: the widget asks again on the desk's 401). */
export const DESK_TOKEN_TTL_S = 300;

export interface TDeskClaims {
  /** The signed-in user. */
  sub: string;
  /** The customer the user acts for. */
  cid: string;
  brand: string;
  /** The widget that asked (spec: widgetId). */
  wid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const b64 = (v: Buffer | string) => Buffer.from(v).toString('base64url');

/** The desk's key, derived from core's secret (never the secret itself). */
export const deskTokenKey = (secret: string) =>
  createHmac('sha256', secret).update('openportal support-desk token v1').digest('hex');

/** An HS256 JWT of the claims. */
export function signDeskToken(key: string, claims: TDeskClaims): string {
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
  return `${head}.${b64(createHmac('sha256', key).update(head).digest())}`;
}

/** The claims of a token signed with `key` that has not expired at `nowS`; null otherwise. */
export function verifyDeskToken(key: string, token: string, nowS: number): TDeskClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  const want = createHmac('sha256', key).update(`${h}.${p}`).digest();
  const got = Buffer.from(s, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Partial<TDeskClaims>;
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.cid !== 'string' ||
      typeof claims.brand !== 'string' ||
      typeof claims.wid !== 'string' ||
      typeof claims.exp !== 'number' ||
      claims.exp <= nowS
    )
      return null;
    return claims as TDeskClaims;
  } catch {
    return null;
  }
}
