import type { FastifyInstance } from 'fastify';
import { createMetrics, instrumentHttp, startMetricsServer, type TMetrics, type TMetricsServer } from './metrics.ts';
import { traceHttp } from './tracing.ts';

/**
 * The metrics and tracing of one HTTP service, wired the same way in core and the gateway:
 * a server span per request (traceHttp), the request metrics in a registry labelled
 * `service`, and `/metrics` on `metricsPort` (off when undefined) from the moment the app
 * listens until it closes, never on the public port. Register before the routes; add the
 * service's own gauges and counters to the returned `registry`.
 */
export function observeHttpService(
  app: FastifyInstance,
  opts: { service: string; isCall: (name: string) => boolean; metricsPort: number | undefined; host: string },
): TMetrics {
  traceHttp(app, opts.isCall);
  const metrics = createMetrics(opts.service);
  instrumentHttp(app, metrics, opts.isCall);
  const port = opts.metricsPort;
  if (port !== undefined) {
    let server: TMetricsServer | undefined;
    app.addHook('onListen', async () => {
      server = await startMetricsServer({ registry: metrics.registry, port, host: opts.host });
      app.log.info(`metrics: http://${opts.host}:${server.port}/metrics`);
    });
    app.addHook('onClose', async () => server?.close());
  }
  return metrics;
}
