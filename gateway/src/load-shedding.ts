import type { FastifyInstance } from 'fastify';
import fastifyUnderPressure from '@fastify/under-pressure';
import { ERROR_MESSAGES } from '@openportal/contract';
import { sendEnvelope } from './envelope-reply.ts';

/**
 * Load shedding (issue 25, back-pressure): while the mean event-loop delay is above
 * `maxEventLoopDelayMs`, every request gets the retryable busy envelope (503 AE `serverBusy`,
 * Retry-After 1) at once instead of queueing with latency that grows without limit; 0: off.
 */
export async function registerLoadShedding(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  if (maxEventLoopDelayMs === 0) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    pressureHandler: (_request, reply) => {
      void sendEnvelope(reply.header('retry-after', '1'), 503, 'AE', ERROR_MESSAGES.serverBusy);
    },
  });
}
