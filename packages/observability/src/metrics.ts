import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const HTTP_LABELS = ['method', 'route', 'call', 'status_code'] as const;

export type TMetrics = {
  registry: Registry;
  requests: Counter<(typeof HTTP_LABELS)[number]>;
  duration: Histogram<(typeof HTTP_LABELS)[number]>;
  responseCodes: Counter<'code'>;
};

/** A registry of its own (several apps may live in one process, as in tests). */
export function createMetrics(service: string): TMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template, method call and status',
      labelNames: HTTP_LABELS,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template, method call and status',
      labelNames: HTTP_LABELS,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    responseCodes: new Counter({
      name: 'openportal_response_codes_total',
      help: "Answers by the envelope's responseCode ('00' success, anything else an error code)",
      labelNames: ['code'],
      registers: [registry],
    }),
  };
}

const RESPONSE_CODE = /"responseCode":"([A-Za-z0-9]{1,8})"/;

/**
 * Counts and times every answer. Register before the routes. `call` names the method call
 * (`/?method=x`) when `isCall(x)` says it is one of ours: no label from unchecked input.
 */
export function instrumentHttp(app: FastifyInstance, metrics: TMetrics, isCall: (name: string) => boolean): void {
  const callOf = (req: FastifyRequest) => {
    const method = (req.query as Record<string, unknown> | undefined)?.method;
    return typeof method === 'string' && isCall(method) ? method : '';
  };
  app.addHook('onSend', async (_req, _reply, payload) => {
    if (typeof payload === 'string' && payload.startsWith('{')) {
      const code = RESPONSE_CODE.exec(payload.slice(0, 256))?.[1];
      if (code !== undefined) metrics.responseCodes.inc({ code });
    }
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched',
      call: callOf(req),
      status_code: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
  });
}

export type TMetricsServer = { port: number; close(): Promise<void> };

/** `/metrics` in the Prometheus text format on its own port; anything else is 404. */
export async function startMetricsServer(opts: {
  registry: Registry;
  port: number;
  host: string;
}): Promise<TMetricsServer> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    opts.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': opts.registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
