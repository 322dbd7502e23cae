import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, ZRefreshRequest } from '@openportal/contract';
import type { TGatewayConfig } from './config.ts';
import { sendUpstreamAnswer } from './api-answer.ts';
import { isAdminApiPath } from './backoffice-routes.ts';
import { acceptRawBodies } from './body-limits.ts';
import { brandExists } from './brand-files.ts';
import { resolveHost } from './brand-host.ts';
import { sendBusy, sendEnvelope, UNKNOWN_API_INDEX } from './envelope-reply.ts';
import { originVerdict } from './origin-check.ts';
import {
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
  staysSignedIn,
  type TCookieOptions,
} from './refresh-cookie.ts';
import type { TRefresher } from './refresh-collapse.ts';
import { callUpstream, type TUpstreamAnswer, type TUpstreamRequest } from './upstream-call.ts';
import type { TUpstreamAdmission } from './upstream-admission.ts';
import { chooseUpstream, forwardHeaders, upstreamPath } from './upstream-target.ts';

export type TApiRoutesOptions = { config: TGatewayConfig; refresher: TRefresher; admission: TUpstreamAdmission };

type TContext = { base: string; headers: Record<string, string>; brand: string };

/** A request from another site is refused before anything is done for it. */
function refuseForeign(reply: FastifyReply): FastifyReply {
  return sendEnvelope(reply, 403, '13', ERROR_MESSAGES.accessDenied);
}

/** API answers carry tokens or personal data: no cache keeps them (RFC 6749 §5.1). */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

// One closure over the options for the API's four routes and their helpers.
// eslint-disable-next-line max-lines-per-function -- split with the lean request path (issue 11)
export async function apiRoutes(app: FastifyInstance, opts: TApiRoutesOptions): Promise<void> {
  const { config, refresher, admission } = opts;
  const cookieFor = (req: FastifyRequest): TCookieOptions => ({
    secure: config.cookieSecure,
    maxAgeS: config.refresh.cookieMaxAgeS,
    persistent: staysSignedIn(req),
  });
  const limits = config.upstream;

  // Bodies go upstream as they came; only refresh and logout read theirs.
  acceptRawBodies(app, config.apiBodyLimitBytes);

  /**
   * The API answers on a brand's host only, to requests of that origin or of no browser origin;
   * anything else is refused here and never reaches the upstream.
   */
  function context(req: FastifyRequest, reply: FastifyReply): TContext | undefined {
    noStore(reply);
    if (originVerdict(req) === 'foreign') {
      refuseForeign(reply);
      return undefined;
    }
    const host = resolveHost(req.hostname, config.brandDomain);
    if (host.kind !== 'brand' || !brandExists(config.brandsDir, host.brand)) {
      sendEnvelope(reply, 404, 'IM', ERROR_MESSAGES.notFound);
      return undefined;
    }
    const base = chooseUpstream(req, config.apiIndexTable, config.apiIndex);
    if (base === undefined) {
      sendEnvelope(reply, 400, 'TA1', UNKNOWN_API_INDEX);
      return undefined;
    }
    return { base, headers: forwardHeaders(req, host.brand), brand: host.brand };
  }

  /** The refresh cookie is used only for a request that the browser says is of this origin. */
  function cookieToken(req: FastifyRequest): string | undefined {
    return originVerdict(req) === 'same' ? readRefreshCookie(req) : undefined;
  }

  /**
   * 401 from a call that carried a bearer: refresh once (collapsed), retry once with the new
   * bearer. A call without a bearer is never made on the cookie alone.
   */
  async function refreshAndRetry(
    req: FastifyRequest,
    reply: FastifyReply,
    ctx: TContext,
    request: TUpstreamRequest,
    first: TUpstreamAnswer,
  ) {
    if (req.headers.authorization === undefined) return first;
    const token = cookieToken(req);
    if (token === undefined) return first;
    const outcome = await refresher.refresh(ctx.base, token, refreshHeaders(ctx.headers));
    if (outcome.tokens === undefined) {
      if (outcome.answer.status < 500) clearRefreshCookie(reply, cookieFor(req));
      return first;
    }
    if (outcome.tokens.refreshToken !== undefined) setRefreshCookie(reply, outcome.tokens.refreshToken, cookieFor(req));
    reply.header('x-access-token', outcome.tokens.accessToken);
    const headers = { ...request.headers, authorization: `Bearer ${outcome.tokens.accessToken}` };
    return callUpstream({ ...request, headers }, limits);
  }

  async function proxy(req: FastifyRequest, reply: FastifyReply) {
    const target = upstreamPath(req.url);
    // The operators' calls answer on the back office's host only (backoffice-routes.ts).
    if (!target.canonical || target.internal || isAdminApiPath(target.path))
      return sendEnvelope(reply, 404, 'IM', ERROR_MESSAGES.notFound);
    const ctx = context(req, reply);
    if (ctx === undefined) return reply;
    const body = Buffer.isBuffer(req.body) ? req.body : undefined;
    const request: TUpstreamRequest = {
      method: req.method,
      url: `${ctx.base}${target.path}`,
      headers: ctx.headers,
      body,
    };
    // Past the upstream's bound (upstream-admission.ts): busy at once, never sent. Token calls are not counted.
    const started = target.auth ? 0 : admission.enter(ctx.base);
    if (started === undefined) return sendBusy(reply);
    let answer: TUpstreamAnswer;
    try {
      answer = await callUpstream(request, limits, { streamFiles: true });
    } finally {
      if (!target.auth) admission.leave(ctx.base, started);
    }
    if (answer.status === 401 && !target.auth) answer = await refreshAndRetry(req, reply, ctx, request, answer);
    return sendUpstreamAnswer(reply, answer, cookieFor(req));
  }

  async function refresh(req: FastifyRequest, reply: FastifyReply) {
    const ctx = context(req, reply);
    if (ctx === undefined) return reply;
    const token = refreshTokenOf(req, cookieToken(req));
    if (token === undefined) return sendEnvelope(reply, 401, 'AU', ERROR_MESSAGES.emptyRefreshToken);
    const outcome = await refresher.refresh(ctx.base, token, refreshHeaders(ctx.headers));
    if (outcome.tokens === undefined && outcome.answer.status < 500) clearRefreshCookie(reply, cookieFor(req));
    return sendUpstreamAnswer(reply, outcome.answer, cookieFor(req));
  }

  async function logout(req: FastifyRequest, reply: FastifyReply) {
    const ctx = context(req, reply);
    if (ctx === undefined) return reply;
    const token = refreshTokenOf(req, cookieToken(req));
    clearRefreshCookie(reply, cookieFor(req));
    if (token === undefined) return sendEnvelope(reply, 401, 'AU', ERROR_MESSAGES.emptyRefreshToken);
    const headers = { ...ctx.headers, 'content-type': 'application/json' };
    const answer = await callUpstream(
      { method: 'POST', url: `${ctx.base}/auth/logout`, headers, body: JSON.stringify({ refreshToken: token }) },
      limits,
    );
    return sendUpstreamAnswer(reply, answer, cookieFor(req));
  }

  const loginLimit = { rateLimit: { max: config.rateLimit.loginMax, timeWindow: config.rateLimit.windowMs } };
  app.post('/api/auth/login', { config: loginLimit }, proxy);
  app.post('/api/auth/refresh', refresh);
  app.post('/api/auth/logout', logout);
  app.all('/api', proxy);
  app.all('/api/*', proxy);
}

/** The refresh call needs no bearer and sends its own JSON body. */
function refreshHeaders(headers: Record<string, string>): Record<string, string> {
  const { authorization: _a, 'content-type': _c, 'idempotency-key': _i, ...rest } = headers;
  return rest;
}

/** The token a non-browser client put in the body, else the cookie's (when it may be used). */
function refreshTokenOf(req: FastifyRequest, fromCookie: string | undefined): string | undefined {
  const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8').trim() : '';
  if (body !== '') {
    try {
      const parsed = ZRefreshRequest.safeParse(JSON.parse(body));
      if (parsed.success && parsed.data.refreshToken !== undefined && parsed.data.refreshToken !== '')
        return parsed.data.refreshToken;
    } catch {
      // not JSON: fall back to the cookie
    }
  }
  return fromCookie;
}
