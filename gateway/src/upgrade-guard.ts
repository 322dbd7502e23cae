import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, STREAMS } from '@openportal/contract';
import { brandExists } from './brand-files.ts';
import { resolveHost } from './brand-host.ts';
import { sendEnvelope } from './envelope-reply.ts';
import { originVerdict } from './origin-check.ts';

/**
 * A websocket upgrade is refused with an HTTP answer, before any socket exists, unless it asks
 * for the realtime path on a brand's host from that origin (or from no browser origin).
 */
export function registerUpgradeGuard(app: FastifyInstance, opts: { brandDomain: string; brandsDir: string }): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.ws) return;
    if (req.routeOptions.url !== STREAMS.realtime.path) return sendEnvelope(reply, 404, 'IM', ERROR_MESSAGES.notFound);
    if (originVerdict(req) === 'foreign') return sendEnvelope(reply, 403, '13', ERROR_MESSAGES.accessDenied);
    const host = resolveHost(req.hostname, opts.brandDomain);
    if (host.kind !== 'brand' || !brandExists(opts.brandsDir, host.brand))
      return sendEnvelope(reply, 404, 'IM', ERROR_MESSAGES.notFound);
  });
}
