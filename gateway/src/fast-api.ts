import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { ERROR_MESSAGES, type TResponseCode } from '@openportal/contract';
import { tracesEndpoint } from '@openportal/observability';
import { upstreamBase } from './api-index.ts';
import { isAdminApiPath } from './backoffice-routes.ts';
import type { TGatewayConfig } from './config.ts';
import { tokenAnswering } from './token-calls.ts';
import { createHostBrands } from './host-brands.ts';
import { createMemoryLimit } from './memory-limit.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';
import { NON_HTML_CSP, securityHeaders } from './security-headers.ts';
import { cappedStream, passedBack, upstreamAgent } from './upstream-call.ts';
import type { TUpstreamAdmission } from './upstream-admission.ts';
import { API_INDEX_HEADER, FORWARDED, upstreamPath } from './upstream-target.ts';

/** What the fast path answers itself: the catalogue envelope, with the headers every answer has. */
function envelope(
  res: ServerResponse,
  fixed: Record<string, string>,
  answer: { status: number; code: TResponseCode; description: string; extra?: Record<string, string> },
) {
  const body = JSON.stringify({ responseCode: answer.code, responseDescription: answer.description });
  res.writeHead(answer.status, { ...fixed, ...answer.extra, 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

/** Security headers and no-store (API answers carry personal data and tokens: RFC 6749 §5.1). */
const API_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'content-security-policy': NON_HTML_CSP,
};

/** Where a request comes from, as `origin-check.ts` decides it, from the raw headers. */
function isForeign(req: IncomingMessage, own: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && (origin === 'null' || origin.toLowerCase() !== own)) return true;
  const site = req.headers['sec-fetch-site'];
  return site !== undefined && site !== 'none' && site !== 'same-origin';
}

/**
 * The upstream path of a request the fast path may take, else undefined (Fastify's path takes
 * it): a canonical `/api` call that is not the token service's (sign-in keeps its shared rate
 * limit, refresh and logout read their bodies), not internal, not an operator's, not one whose
 * answer can carry tokens (the contract's, buffered by Fastify's path to move the refresh token
 * into the cookie), and not a browser's call with a bearer and a refresh cookie (a 401 there is
 * refreshed and retried, which needs the request buffered).
 */
function fastTarget(req: IncomingMessage, bodyLimit: number): string | undefined {
  const url = req.url ?? '';
  if (!(url.startsWith('/api/') || url.startsWith('/api?'))) return undefined;
  const target = upstreamPath(url);
  if (!target.canonical || target.internal || target.auth || isAdminApiPath(target.path)) return undefined;
  if (tokenAnswering(target.path)) return undefined;
  // A body goes as it comes only when HTTP frames it within the limit (Fastify's path refuses the rest).
  const length = req.headers['content-length'];
  if (req.method !== 'GET' && req.method !== 'HEAD' && (length === undefined || Number(length) > bodyLimit))
    return undefined;
  if (req.headers.authorization !== undefined && (req.headers.cookie ?? '').includes(`${REFRESH_COOKIE}=`))
    return undefined;
  return target.path;
}

function forwarded(req: IncomingMessage, brand: string, host: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = host;
  headers['x-brand'] = brand;
  return headers;
}

export type TFastApi = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The retryable busy answer, as load shedding sends it (load-shedding.ts). */
const busy = (retryAfter = '1') => ({
  status: 503,
  code: 'AE' as const,
  description: ERROR_MESSAGES.serverBusy,
  extra: { 'retry-after': retryAfter },
});

/**
 * The `/api/*` fast path (issue 25 §3), in front of Fastify: brand from a host map, origin
 * check, an in-memory rate limit, the header allow-list, then the request and the answer
 * streamed both ways (no copy of either); a 5xx answer is masked as on Fastify's path. Answers
 * true when it took the request. Off (everything goes through Fastify, traced) behind a trusted
 * proxy (Forwarded headers decide who calls) or when spans are exported.
 */
export function createFastApi(
  config: TGatewayConfig,
  opts: {
    busy: () => boolean;
    admission: TUpstreamAdmission;
    env?: Readonly<Record<string, string | undefined>>;
  },
): TFastApi {
  const env = opts.env ?? process.env;
  if (config.trustProxy !== false || tracesEndpoint(env) !== undefined || !config.fastApi) return () => false;
  const brands = createHostBrands(config.brandDomain, config.brandsDir);
  const limit = createMemoryLimit(config.rateLimit.globalMax, config.rateLimit.windowMs);
  const { timeoutMs, maxResponseBytes } = config.upstream;
  const fixed = { ...API_HEADERS, ...securityHeaders(config.cookieSecure) };
  return (req, res) => {
    const path = fastTarget(req, config.apiBodyLimitBytes);
    if (path === undefined) return false;
    const host = (req.headers.host ?? '').toLowerCase();
    const brand = brands.of(host);
    if (brand === undefined) return false;
    if (isForeign(req, `http://${host}`)) {
      envelope(res, fixed, { status: 403, code: '13', description: ERROR_MESSAGES.accessDenied });
      return true;
    }
    if (opts.busy()) {
      envelope(res, fixed, busy());
      return true;
    }
    const wait = limit.take(req.socket.remoteAddress ?? '');
    if (wait > 0) {
      const extra = { 'retry-after': String(wait) };
      envelope(res, fixed, { status: 429, code: 'AE', description: ERROR_MESSAGES.tooManyRequests, extra });
      return true;
    }
    const index = req.headers[API_INDEX_HEADER];
    const base = upstreamBase(
      config.apiIndexTable,
      typeof index === 'string' && index !== '' ? index : config.apiIndex,
    );
    if (base === undefined) return false;
    // Past the upstream's bound: busy at once, never sent (nor queued in the connection pool).
    const started = opts.admission.enter(base);
    if (started === undefined) {
      envelope(res, fixed, busy());
      return true;
    }
    const headers = forwarded(req, brand, host);
    const leave = () => opts.admission.leave(base, started);
    void relay(req, res, { base, path, headers, fixed, timeoutMs, maxResponseBytes, leave });
    return true;
  };
}

type TRelay = {
  base: string;
  path: string;
  headers: Record<string, string>;
  fixed: Record<string, string>;
  timeoutMs: number;
  maxResponseBytes: number;
  /** The upstream has answered (or failed): the call leaves its admission count. */
  leave: () => void;
};

const origins = new Map<string, { origin: string; prefix: string }>();

/** An answer up to this size with a Content-Length is read whole and written at once; larger ones stream. */
const WHOLE_ANSWER_BYTES = 256 * 1024;

/** An upstream base (`http://core:3000`, or with a path) as undici's origin and path prefix, parsed once. */
function originOf(base: string): { origin: string; prefix: string } {
  let known = origins.get(base);
  if (known === undefined) {
    const url = new URL(base);
    known = { origin: url.origin, prefix: url.pathname === '/' ? '' : url.pathname };
    origins.set(base, known);
  }
  return known;
}

/**
 * The request streamed upstream, the answer streamed back (capped); unreachable: 502. A 5xx
 * answer's detail is masked, but the upstream's busy answer (503 with Retry-After) stays busy.
 */
async function relay(req: IncomingMessage, res: ServerResponse, r: TRelay): Promise<void> {
  const target = originOf(r.base);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  try {
    const answer = await upstreamAgent
      .request({
        origin: target.origin,
        path: `${target.prefix}${r.path}`,
        method: (req.method ?? 'GET') as 'GET',
        headers: r.headers,
        body: hasBody ? req : null,
        headersTimeout: r.timeoutMs,
        bodyTimeout: r.timeoutMs,
      })
      .finally(r.leave);
    if (answer.statusCode >= 500) {
      answer.body.resume();
      const retry = answer.headers['retry-after'];
      if (answer.statusCode === 503 && typeof retry === 'string') return envelope(res, r.fixed, busy(retry));
      const extra: Record<string, string> = typeof retry === 'string' ? { 'retry-after': retry } : {};
      return envelope(res, r.fixed, {
        status: answer.statusCode,
        code: 'UE',
        description: ERROR_MESSAGES.serverError,
        extra,
      });
    }
    const headers = { ...passedBack(answer.headers), ...r.fixed };
    const length = answer.headers['content-length'];
    if (typeof length === 'string') headers['content-length'] = length;
    const bytes = typeof length === 'string' ? Number(length) : Number.NaN;
    if (bytes <= Math.min(r.maxResponseBytes, WHOLE_ANSWER_BYTES)) {
      // A small answer of known length (every JSON answer): read whole, written in one go. A
      // stream pipeline per call cost the gateway about a tenth of its CPU per proxied call
      // (its AbortController's DOMException on finish, the Transform, the pipe; bench/README.md).
      // (undici fails an answer whose body differs from its Content-Length.)
      const body = Buffer.from(await answer.body.arrayBuffer());
      res.writeHead(answer.statusCode, headers).end(body);
      return;
    }
    res.writeHead(answer.statusCode, headers);
    await pipeline(cappedStream(answer.body, r.maxResponseBytes), res);
  } catch {
    if (!res.headersSent) envelope(res, r.fixed, { status: 502, code: 'UE', description: ERROR_MESSAGES.serverError });
    else res.destroy();
  }
}
