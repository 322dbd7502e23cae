export { createMetrics, instrumentHttp, startMetricsServer, type TMetrics, type TMetricsServer } from './metrics.ts';
export { observeHttpService } from './http-service.ts';
// The metric types, for a service's own metrics in the same registry.
export { Counter, Gauge } from 'prom-client';
export { startTracing, traceHttp, tracedChildLogger, tracesEndpoint, type TTracing } from './tracing.ts';
export { startTraceSink, traceTree, type TSinkSpan, type TTraceSink } from './trace-sink.ts';
