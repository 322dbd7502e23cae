import type { FastifyRequest } from 'fastify';
import { REST_CALLS, SERVICE_ROUTES } from '@openportal/contract';
import { upstreamBase, type TApiIndexTable } from './api-index.ts';

export const API_INDEX_HEADER = 'x-api-index';

/** The upstream base for this request: header `x-api-index`, else the gateway's default. */
export function chooseUpstream(req: FastifyRequest, table: TApiIndexTable, defaultIndex: string): string | undefined {
  const header = req.headers[API_INDEX_HEADER];
  const index = typeof header === 'string' && header !== '' ? header : defaultIndex;
  return upstreamBase(table, index);
}

export type TUpstreamPath = {
  /** Path and query for the upstream, `/api` removed. */
  path: string;
  /** False for `//`, `/./`, `/../` and the like: such paths are refused, not guessed at. */
  canonical: boolean;
  internal: boolean;
  auth: boolean;
};

/**
 * Paths of the contract's calls between our services (access 'internal', e.g.
 * `/users/{userId}/check-password`): a client never reaches them through the gateway.
 */
const INTERNAL_CALL_PATHS: readonly RegExp[] = Object.values(REST_CALLS)
  .filter((c) => c.access === 'internal')
  .map((c) => {
    const pattern = c.path
      .toLowerCase()
      .split(/\{[a-z0-9]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}/?$`);
  });

/** True for `/internal`, anything under it, and every internal call's path, however it is spelled. */
function isInternal(lower: string): boolean {
  if (lower === SERVICE_ROUTES.internalPrefix || lower.startsWith(`${SERVICE_ROUTES.internalPrefix}/`)) return true;
  return INTERNAL_CALL_PATHS.some((r) => r.test(lower));
}

function decodedLower(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
      .replace(/\/{2,}/g, '/')
      .toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

/** Refused, not guessed at: a path no browser sends for a real call. */
const NOT_CANONICAL: TUpstreamPath = { path: '/', canonical: false, internal: false, auth: false };

/**
 * `/api/?method=x` -> `/?method=x`; `/api/auth/login` -> `/auth/login`. A backslash, a control
 * character, or anything URL parsing would rewrite (`//`, `/./`, `/../`) makes the path
 * non-canonical; this never throws, whatever the path holds.
 */
export function upstreamPath(rawUrl: string): TUpstreamPath {
  const rest = rawUrl.slice('/api'.length);
  const withSlash = rest.startsWith('/') ? rest : `/${rest}`;
  const queryAt = withSlash.indexOf('?');
  const rawPath = queryAt === -1 ? withSlash : withSlash.slice(0, queryAt);
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\x00-\x20\x7f]/.test(withSlash)) return NOT_CANONICAL;
  let url: URL;
  try {
    url = new URL(withSlash.replace(/^\/+/, '/'), 'http://gateway.invalid');
  } catch {
    return NOT_CANONICAL;
  }
  if (url.host !== 'gateway.invalid') return NOT_CANONICAL;
  const lower = decodedLower(url.pathname);
  return {
    path: `${url.pathname}${url.search}`,
    canonical: url.pathname === rawPath,
    internal: isInternal(lower),
    auth: lower.startsWith(SERVICE_ROUTES.tokenServicePrefix),
  };
}

/**
 * Request headers the upstream may see (user-agent: core's login history names the device).
 * Cookies, Host and anything else stay behind.
 */
export const FORWARDED = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'customer-id',
  'client-version',
  'idempotency-key',
  'user-agent',
  'x-api-key',
  'x-request-id',
];

export function forwardHeaders(req: FastifyRequest, brand: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers['x-forwarded-for'] = req.ip;
  headers['x-forwarded-proto'] = req.protocol;
  headers['x-forwarded-host'] = req.host;
  if (brand !== undefined) headers['x-brand'] = brand;
  return headers;
}
