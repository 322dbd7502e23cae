import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { STREAMS } from '@openportal/contract';
import { upstreamBase } from './api-index.ts';
import { brandExists } from './brand-files.ts';
import { resolveHost } from './brand-host.ts';
import type { TGatewayConfig } from './config.ts';
import { UNKNOWN_API_INDEX } from './envelope-reply.ts';
import { attachSocket, CLOSE_BAD_MESSAGE, CLOSE_FORBIDDEN, type TSocketDeps } from './socket-session.ts';
import { API_INDEX_HEADER } from './upstream-target.ts';

export type TWsRoutesOptions = TSocketDeps & { config: TGatewayConfig };

/** The index names an upstream that is not configured for realtime (it has no secret here). */
export const NO_REALTIME = 'no realtime on this API index';

/**
 * `/ws?api=<index>`: browsers cannot set headers on a websocket, so the API index comes in the
 * query (or `x-api-index` for other clients), else the gateway's default. The upgrade guard has
 * already refused other hosts and foreign origins; a socket carries only the events of a user
 * signed in on its host's brand, or (before sign-in, a bounded number of them per client
 * address) one push sign-in's decision. Only upstreams configured for realtime (config
 * `realtimeUpstreams`) take sockets; any other index is refused before anything is sent to it.
 */
export async function wsRoutes(app: FastifyInstance, opts: TWsRoutesOptions): Promise<void> {
  app.get(STREAMS.realtime.path, { websocket: true }, (socket, req) => {
    releaseUpgradeResponse(req.raw);
    // @fastify/websocket's own 'error' listener holds the upgrade's request and reply (and all
    // that hooks hung on them) for as long as the socket lives; this one holds nothing of them.
    socket.removeAllListeners('error');
    socket.on('error', (error) => {
      app.log.debug({ err: error }, 'websocket error');
      socket.terminate();
    });
    const host = resolveHost(req.hostname, opts.config.brandDomain);
    if (host.kind !== 'brand' || !brandExists(opts.config.brandsDir, host.brand))
      return socket.close(CLOSE_FORBIDDEN, 'not a brand host');
    const query = req.query as Record<string, unknown>;
    const header = req.headers[API_INDEX_HEADER];
    const chosen =
      typeof query.api === 'string' && query.api !== '' ? query.api : typeof header === 'string' ? header : '';
    const base = upstreamBase(opts.config.apiIndexTable, chosen === '' ? opts.config.apiIndex : chosen);
    if (base === undefined) return socket.close(CLOSE_BAD_MESSAGE, UNKNOWN_API_INDEX);
    // Nothing is sent to an upstream without its own secret; a stream opens after sign-in (onSignedIn).
    if (!opts.config.realtimeUpstreams.has(base)) return socket.close(CLOSE_FORBIDDEN, NO_REALTIME);
    attachSocket(socket, { base, brand: host.brand, ip: req.ip }, opts);
  });
}

/**
 * @fastify/websocket routes the upgrade through Fastify with a ServerResponse assigned to the
 * connection and leaves it there for the socket's whole life, holding the upgrade request and
 * everything hooks hung on both. Nothing writes to it once the socket is open, so it is let go
 * (`detachSocket`, what Node itself does when an answer ends). Measured in bench/README.md.
 */
function releaseUpgradeResponse(raw: IncomingMessage): void {
  const connection = raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | null;
  connection?._httpMessage?.detachSocket(connection);
}
