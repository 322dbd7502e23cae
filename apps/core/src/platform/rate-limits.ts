import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import { BRAND_HEADER, RATE_CLASSES, rateClassOf, type Call } from '@openportal/contract';
import type { AccessTokens } from '../identity/index.ts';
import { AppError } from './app-error.ts';
import { bearerOf } from './access/customer.ts';

/** The call a request is for, as its route knows it (set by the transports). */
export type CallOfRequest = (req: FastifyRequest) => Call | undefined;

/**
 * Rate limits by the call's class (contract RATE_CLASSES), with @fastify/rate-limit: per
 * replica in memory, or shared across replicas through Redis when `redis` is given. The key is
 * the class, the brand and the caller: the signed-in user (the verified access token's subject)
 * when the request carries one, else the client address (behind TRUST_PROXY) — so users behind
 * one office address do not share a budget, and one user does not get a fresh budget per
 * address. Sign-in calls add the username, so one user's guesses are counted wherever they come from.
 */
export async function registerRateLimits(app: FastifyInstance, opts: { redis?: unknown }) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis as never, nameSpace: 'op:core-rl:', skipOnError: true } : {}),
    errorResponseBuilder: () => new AppError('AE', 'tooManyRequests', { httpStatus: 429 }),
  });
}

/**
 * Load shedding (@fastify/under-pressure): while the mean event-loop delay is above
 * `maxEventLoopDelayMs`, every request gets the retryable busy answer (503 AE `serverBusy`,
 * Retry-After 1) at once, nothing done; 0 turns it off. With the group commit's bounded queue
 * (group-commit.ts) overload shows as quick refusals, never as latency without limit.
 */
export async function registerLoadShedding(app: FastifyInstance, maxEventLoopDelayMs: number, sampleIntervalMs = 1000) {
  if (maxEventLoopDelayMs === 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // The delay histogram samples every 10 ms: an interval much shorter leaves it empty (read as Infinity).
    sampleInterval: sampleIntervalMs,
    pressureHandler: (_request, reply) => {
      void reply
        .code(503)
        .header('retry-after', '1')
        .send(new AppError('AE', 'serverBusy', { httpStatus: 503 }).toEnvelope());
    },
  });
}

/** `user:<id>` for a request with a valid customer access token, else `ip:<address>`. */
async function callerKey(req: FastifyRequest, tokens: AccessTokens | undefined): Promise<string> {
  const token = bearerOf(req);
  const claims = token && tokens ? await tokens.verify(token).catch(() => null) : null;
  return claims ? `user:${claims.sub}` : `ip:${req.ip}`;
}

/** The route option that applies the class of the call the request is for. */
export function rateLimitFor(
  callOf: CallOfRequest,
  overrides: Partial<Record<string, number>> = {},
  tokens?: AccessTokens,
) {
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
    keyGenerator: async (req: FastifyRequest) => {
      const name = classOf(req);
      const body = req.body as { username?: unknown } | null | undefined;
      const user = name === 'signIn' && typeof body?.username === 'string' ? body.username.toLowerCase() : '';
      const caller = name === 'signIn' ? `ip:${req.ip}` : await callerKey(req, tokens);
      return `${name}|${String(req.headers[BRAND_HEADER] ?? '')}|${caller}|${user}`;
    },
  };
}
