import type { IncomingMessage } from 'node:http';
import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, ParentBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const tracer = () => trace.getTracer('@openportal/observability');

export type TTracing = {
  /** Where spans go (OTLP/HTTP), or undefined when they are only made (ids in the logs). */
  endpoint: string | undefined;
  /** Exports what is pending and stops; never rejects, gives up after 2 s (collector down). */
  shutdown(): Promise<void>;
};

/** The OTLP/HTTP traces URL from the standard variables; an empty value counts as unset. */
export function tracesEndpoint(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (traces !== undefined && traces !== '') return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base === undefined || base === '' ? undefined : `${base.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * Tracing for one service process, at the top of its server.ts: W3C `traceparent` read from
 * requests and sent on outgoing undici/fetch calls (client spans), spans exported over
 * OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT when set (OTEL_BSP_SCHEDULE_DELAY: the batch
 * delay, default 5000 ms). OTEL_SDK_DISABLED=true turns it all off. Server spans come from
 * `traceHttp`, database spans from @openportal/db.
 */
export function startTracing(serviceName: string, env = process.env): TTracing {
  if (env.OTEL_SDK_DISABLED === 'true') return { endpoint: undefined, shutdown: async () => undefined };
  const endpoint = tracesEndpoint(env);
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY ?? 5000);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // With nowhere to send spans, a trace this process starts is not recorded: its ids still
    // reach the logs and the next service (traceparent), but no span keeps attributes that
    // nothing reads (about a quarter of the gateway's CPU per proxied call, bench/README.md).
    // A sampled parent from upstream is still followed.
    ...(endpoint === undefined ? { sampler: new ParentBasedSampler({ root: new AlwaysOffSampler() }) } : {}),
    spanProcessors:
      endpoint === undefined
        ? []
        : [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: endpoint }), scheduledDelayMillis: delay })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  // undici publishes on diagnostics_channel: no module patching, ESM or not.
  registerInstrumentations({ instrumentations: [new UndiciInstrumentation()], tracerProvider: provider });
  const shutdown = async () => {
    const limit = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
    await Promise.race([provider.shutdown().catch(() => undefined), limit]);
  };
  return { endpoint, shutdown };
}

const serverSpans = new WeakMap<IncomingMessage, Span>();

/** The request's server span, child of the caller's `traceparent` when it sent one. */
function serverSpan(raw: IncomingMessage): Span {
  let span = serverSpans.get(raw);
  if (span === undefined) {
    const parent = propagation.extract(ROOT_CONTEXT, raw.headers);
    const path = (raw.url ?? '/').split('?')[0] ?? '/';
    span = tracer().startSpan(
      raw.method ?? 'HTTP',
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': raw.method ?? '', 'url.path': path } },
      parent,
    );
    serverSpans.set(raw, span);
  }
  return span;
}

/**
 * Fastify's `childLoggerFactory`: every log line of a request (Fastify's own included) carries
 * `trace_id` and `span_id` of its server span.
 */
export const tracedChildLogger: FastifyInstance['childLoggerFactory'] = (logger, bindings, opts, raw) => {
  const ids = serverSpan(raw).spanContext();
  if (!isSpanContextValid(ids)) return logger.child(bindings, opts);
  return logger.child({ ...bindings, trace_id: ids.traceId, span_id: ids.spanId }, opts);
};

/**
 * A server span per request, active while the request is handled (so database and upstream
 * spans become its children), named after the route template (and the method call, when
 * `isCall` knows it). Register before the routes.
 */
export function traceHttp(app: FastifyInstance, isCall: (name: string) => boolean = () => false): void {
  /** Names and ends the request's span once: from onResponse, or when the response closes first. */
  const finish = (req: FastifyRequest, statusCode: number) => {
    const span = serverSpans.get(req.raw);
    if (span === undefined) return;
    serverSpans.delete(req.raw);
    const route = req.routeOptions.url;
    if (route !== undefined) {
      // A method call (`/?method=x`, x one of ours) is named after x: every call shares route `/`.
      const method = (req.query as Record<string, unknown> | undefined)?.method;
      const call = typeof method === 'string' && isCall(method) ? method : undefined;
      span.updateName(`${req.method} ${route}${call === undefined ? '' : `?method=${call}`}`);
      span.setAttribute('http.route', route);
      if (call !== undefined) span.setAttribute('openportal.call', call);
    }
    span.setAttribute('http.response.status_code', statusCode);
    if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook('onRequest', (req, reply, done) => {
    const span = serverSpan(req.raw);
    // Another hook may hold onResponse back past the close; an aborted request never reaches it.
    reply.raw.once('close', () => finish(req, reply.raw.statusCode));
    context.with(trace.setSpan(context.active(), span), done);
  });
  app.addHook('onResponse', async (req, reply) => finish(req, reply.statusCode));
}
