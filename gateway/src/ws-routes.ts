import type { FastifyInstance } from 'fastify';
import { STREAMS } from '@openportal/contract';
import { upstreamBase } from './api-index.ts';
import { brandExists } from './brand-files.ts';
import { resolveHost } from './brand-host.ts';
import type { TGatewayConfig } from './config.ts';
import { UNKNOWN_API_INDEX } from './envelope-reply.ts';
import { attachSocket, CLOSE_BAD_MESSAGE, CLOSE_FORBIDDEN, type TSocketDeps } from './socket-session.ts';
import { API_INDEX_HEADER } from './upstream-target.ts';

export type TWsRoutesOptions = TSocketDeps & { config: TGatewayConfig; ensureStream(base: string): void };

/**
 * `/ws?api=<index>`: browsers cannot set headers on a websocket, so the API index comes in the
 * query (or `x-api-index` for other clients), else the gateway's default. The upgrade guard has
 * already refused other hosts and foreign origins; a socket carries only the events of a user
 * signed in on its host's brand.
 */
export async function wsRoutes(app: FastifyInstance, opts: TWsRoutesOptions): Promise<void> {
  app.get(STREAMS.realtime.path, { websocket: true }, (socket, req) => {
    const host = resolveHost(req.hostname, opts.config.brandDomain);
    if (host.kind !== 'brand' || !brandExists(opts.config.brandsDir, host.brand))
      return socket.close(CLOSE_FORBIDDEN, 'not a brand host');
    const query = req.query as Record<string, unknown>;
    const header = req.headers[API_INDEX_HEADER];
    const chosen =
      typeof query.api === 'string' && query.api !== '' ? query.api : typeof header === 'string' ? header : '';
    const base = upstreamBase(opts.config.apiIndexTable, chosen === '' ? opts.config.apiIndex : chosen);
    if (base === undefined) return socket.close(CLOSE_BAD_MESSAGE, UNKNOWN_API_INDEX);
    opts.ensureStream(base);
    attachSocket(socket, { base, brand: host.brand }, opts);
  });
}
