import type { FastifyRequest } from 'fastify';

/**
 * Where a request comes from, as the browser tells it: `same` when Origin or Sec-Fetch-Site
 * says this very origin, `foreign` when either names another site (or Origin is `null`),
 * `unknown` when neither is sent (a non-browser client, or a browser's plain navigation).
 */
export type TOriginVerdict = 'same' | 'foreign' | 'unknown';

function ownOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`.toLowerCase();
}

function fromOriginHeader(req: FastifyRequest): TOriginVerdict {
  const origin = req.headers.origin;
  if (origin === undefined) return 'unknown';
  if (typeof origin !== 'string' || origin === 'null') return 'foreign';
  return origin.toLowerCase() === ownOrigin(req) ? 'same' : 'foreign';
}

function fromFetchSite(req: FastifyRequest): TOriginVerdict {
  const site = req.headers['sec-fetch-site'];
  if (site === undefined || site === 'none') return 'unknown';
  return site === 'same-origin' ? 'same' : 'foreign';
}

export function originVerdict(req: FastifyRequest): TOriginVerdict {
  const verdicts = [fromOriginHeader(req), fromFetchSite(req)];
  if (verdicts.includes('foreign')) return 'foreign';
  return verdicts.includes('same') ? 'same' : 'unknown';
}
