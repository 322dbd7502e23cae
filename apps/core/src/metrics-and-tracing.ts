import type { FastifyInstance } from 'fastify';
import { METHOD_NAMES, SERVICE_ROUTES } from '@openportal/contract';
import { Counter, Gauge, observeHttpService } from '@openportal/observability';

export type TCoreMetrics = {
  /** One money-domain commit (a ledger movement or a new account; replays not counted). */
  moneyCommitted(): void;
};

/**
 * Core's metrics and tracing: a server span per request, `/live` (the process only, for liveness
 * probes; `/health` checks the database and is the readiness probe), and Prometheus metrics on
 * METRICS_PORT (off when unset) —
 * requests, latencies, response codes, ledger commits, the outbox's backlog and lag, the
 * gateways' realtime streams. Register before the routes.
 */
export function registerMetricsAndTracing(
  app: FastifyInstance,
  deps: {
    metricsPort: number | undefined;
    host: string;
    realtimeStreams: () => number;
    /** This replica's LISTEN for realtime events is up (false while it reconnects). */
    realtimeListening: () => boolean;
    /** Side-effect jobs not run yet and the oldest one's age (the job runner's `backlog`). */
    outboxBacklog: () => Promise<{ unsent: number; lagS: number }>;
  },
): TCoreMetrics {
  const metrics = observeHttpService(app, {
    service: 'core',
    isCall: (name) => METHOD_NAMES.has(name),
    metricsPort: deps.metricsPort,
    host: deps.host,
  });
  app.get(SERVICE_ROUTES.live, async () => ({ status: 'ok' }));
  const registers = [metrics.registry];
  const commits = new Counter({
    name: 'openportal_ledger_commits_total',
    help: 'Ledger commits: money movements and new accounts (replays of an idempotency key not counted)',
    registers,
  });

  // One query per scrape for both outbox gauges.
  let sample: Promise<{ unsent: number; lagS: number }> | undefined;
  const outbox = () => {
    sample ??= deps.outboxBacklog().finally(() => setTimeout(() => (sample = undefined), 500).unref());
    return sample;
  };
  new Gauge({
    name: 'openportal_outbox_unsent',
    help: 'Side-effect jobs (mail, realtime events, …) not run yet, retried and parked ones included',
    registers,
    async collect() {
      this.set((await outbox()).unsent);
    },
  });
  new Gauge({
    name: 'openportal_outbox_lag_seconds',
    help: 'Age of the oldest side-effect job not run yet; 0 when there is none',
    registers,
    async collect() {
      this.set((await outbox()).lagS);
    },
  });
  new Gauge({
    name: 'openportal_realtime_streams',
    help: "Gateways' realtime streams (SSE) open on this core",
    registers,
    collect() {
      this.set(deps.realtimeStreams());
    },
  });

  new Gauge({
    name: 'openportal_realtime_listening',
    help: "1 while this core's LISTEN for realtime events is up, 0 while it reconnects (events are missed)",
    registers,
    collect() {
      this.set(deps.realtimeListening() ? 1 : 0);
    },
  });

  return { moneyCommitted: () => commits.inc() };
}
