import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/websocket';
import { METHOD_NAMES } from '@openportal/contract';
import { Gauge, observeHttpService, type TMetrics } from '@openportal/observability';

/**
 * The gateway's metrics and tracing: a server span per request (upstream calls are client spans
 * carrying `traceparent` to core), and Prometheus metrics on METRICS_PORT (off when unset), never
 * on the public port: requests by route, method call and status, latencies, response codes
 * (upstream errors included), and the open websockets. Register before the routes.
 */
export function registerMetricsAndTracing(
  app: FastifyInstance,
  opts: { metricsPort: number | undefined; host: string },
): TMetrics {
  const metrics = observeHttpService(app, { service: 'gateway', isCall: (name) => METHOD_NAMES.has(name), ...opts });
  new Gauge({
    name: 'openportal_websocket_sockets',
    help: 'Open /ws sockets on this gateway (signed in or still authenticating)',
    registers: [metrics.registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  return metrics;
}
