import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { BRAND_HEADER, RATE_CLASSES, rateClassOf, type Call } from '@openportal/contract';
import { AppError } from './app-error.ts';

/** The call a request is for, as its route knows it (set by the transports). */
export type CallOfRequest = (req: FastifyRequest) => Call | undefined;

/**
 * Rate limits by the call's class (contract RATE_CLASSES), with @fastify/rate-limit: per
 * replica in memory, or shared across replicas through Redis when `redis` is given. The key is
 * the class, the brand and the client address (behind TRUST_PROXY), plus the username for
 * sign-in calls, so one user's guesses are counted wherever they come from.
 */
export async function registerRateLimits(app: FastifyInstance, opts: { redis?: unknown }) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis as never, nameSpace: 'op:core-rl:', skipOnError: true } : {}),
    errorResponseBuilder: () => new AppError('AE', 'tooManyRequests', { httpStatus: 429 }),
  });
}

/** The route option that applies the class of the call the request is for. */
export function rateLimitFor(callOf: CallOfRequest, overrides: Partial<Record<string, number>> = {}) {
  const classOf = (req: FastifyRequest) => {
    const call = callOf(req);
    return call ? rateClassOf(call) : 'standard';
  };
  return {
    hook: 'preHandler' as const,
    timeWindow: 60_000,
    max: async (req: FastifyRequest) => {
      const name = classOf(req);
      return overrides[name] ?? RATE_CLASSES[name].max;
    },
    keyGenerator: (req: FastifyRequest) => {
      const name = classOf(req);
      const body = req.body as { username?: unknown } | null | undefined;
      const user = name === 'signIn' && typeof body?.username === 'string' ? body.username.toLowerCase() : '';
      return `${name}|${String(req.headers[BRAND_HEADER] ?? '')}|${req.ip}|${user}`;
    },
  };
}
