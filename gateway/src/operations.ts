import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/websocket';
import { METHOD_NAMES } from '@openportal/contract';
import {
  createMetrics,
  Gauge,
  instrumentHttp,
  startMetricsServer,
  traceHttp,
  type TMetricsServer,
} from '@openportal/observability';

/**
 * A server span per request (traceHttp; upstream calls are client spans carrying `traceparent`
 * to core), and Prometheus metrics on METRICS_PORT (off when unset), never on the public port: requests by
 * route, method call and status, latencies, response codes (upstream errors included), and the
 * open websockets. Register before the routes.
 */
export function registerOperations(app: FastifyInstance, opts: { metricsPort: number | undefined; host: string }) {
  traceHttp(app, (name) => METHOD_NAMES.has(name));
  const metrics = createMetrics('gateway');
  instrumentHttp(app, metrics, (name) => METHOD_NAMES.has(name));
  new Gauge({
    name: 'openportal_websocket_sockets',
    help: 'Open /ws sockets on this gateway (signed in or still authenticating)',
    registers: [metrics.registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  let server: TMetricsServer | undefined;
  if (opts.metricsPort !== undefined) {
    const port = opts.metricsPort;
    app.addHook('onListen', async () => {
      server = await startMetricsServer({ registry: metrics.registry, port, host: opts.host });
      app.log.info(`metrics: http://${opts.host}:${server.port}/metrics`);
    });
    app.addHook('onClose', async () => server?.close());
  }
  return metrics;
}
