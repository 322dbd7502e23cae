import type { FastifyReply, FastifyRequest } from 'fastify';

/** The httpOnly cookie that holds the refresh token; the browser's scripts never see it. */
export const REFRESH_COOKIE = 'op_rt';
/** Set beside it when the customer chose to stay signed in: later rotations keep the choice. */
export const STAY_COOKIE = 'op_stay';
/** The sign-in request's header with that choice (the portal's "Stay signed in" box). */
export const STAY_HEADER = 'x-stay-signed-in';

/**
 * `persistent`: the refresh cookie outlives the browser for `maxAgeS`; otherwise it is a session
 * cookie that ends when the browser closes, as a bank session should unless asked otherwise.
 */
export type TCookieOptions = { secure: boolean; maxAgeS: number; persistent: boolean };

/** Did the customer ask to stay signed in: on this sign-in (header) or an earlier one (cookie)? */
export function staysSignedIn(req: FastifyRequest): boolean {
  return req.headers[STAY_HEADER] === '1' || req.cookies[STAY_COOKIE] === '1';
}

function attributes(opts: TCookieOptions) {
  return { httpOnly: true, sameSite: 'strict' as const, path: '/api', secure: opts.secure };
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}

export function setRefreshCookie(reply: FastifyReply, token: string, opts: TCookieOptions): void {
  if (!opts.persistent) {
    reply.setCookie(REFRESH_COOKIE, token, attributes(opts));
    reply.clearCookie(STAY_COOKIE, attributes(opts));
    return;
  }
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(opts), maxAge: opts.maxAgeS });
  reply.setCookie(STAY_COOKIE, '1', { ...attributes(opts), maxAge: opts.maxAgeS });
}

export function clearRefreshCookie(reply: FastifyReply, opts: TCookieOptions): void {
  reply.clearCookie(REFRESH_COOKIE, attributes(opts));
  reply.clearCookie(STAY_COOKIE, attributes(opts));
}
