import type { FastifyReply, FastifyRequest } from 'fastify';

/** The httpOnly cookie that holds the refresh token; the browser's scripts never see it. */
export const REFRESH_COOKIE = 'op_rt';

export type TCookieOptions = { secure: boolean; maxAgeS: number };

function attributes(opts: TCookieOptions) {
  return { httpOnly: true, sameSite: 'strict' as const, path: '/api', secure: opts.secure };
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}

export function setRefreshCookie(reply: FastifyReply, token: string, opts: TCookieOptions): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(opts), maxAge: opts.maxAgeS });
}

export function clearRefreshCookie(reply: FastifyReply, opts: TCookieOptions): void {
  reply.clearCookie(REFRESH_COOKIE, attributes(opts));
}
