import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, SERVICE_ROUTES } from '@openportal/contract';
import { secretMatches } from '../platform/crypto.ts';
import type { RealtimeHub } from './hub.ts';

const HEARTBEAT_MS = 15_000;

/** GET /internal/realtime: a Server-Sent-Events stream of every delivery, for gateways only. */
export function registerRealtimeRoutes(app: FastifyInstance, hub: RealtimeHub, internalSecret: string) {
  app.get(SERVICE_ROUTES.realtimeStream, (req, reply) => {
    if (!secretMatches(req.headers['x-internal-secret'], internalSecret)) {
      return reply.status(403).send({ responseCode: '13', responseDescription: ERROR_MESSAGES.accessDenied });
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    const unsubscribe = hub.subscribe((delivery) => res.write(`data: ${JSON.stringify(delivery)}\n\n`));
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    req.raw.on('close', close);
    res.on('error', close);
  });
}
