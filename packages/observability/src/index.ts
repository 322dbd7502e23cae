export { createMetrics, instrumentHttp, startMetricsServer, type TMetrics, type TMetricsServer } from './metrics.ts';
// The metric types, for a service's own metrics in the same registry.
export { Counter, Gauge } from 'prom-client';
