import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_INTERNAL_SECRET, isLoopbackHost, MAX_JSON_BODY_BYTES, REQUEST_TIMEOUT_MS } from '@openportal/contract';
import { tracesEndpoint } from '@openportal/observability';
import { loadApiIndexTable, realtimeSecrets, upstreamBase, type TApiIndexTable } from './api-index.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const DAY_S = 24 * 60 * 60;

const int = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);

/** Every setting the gateway reads from its environment, with its default. */
const ZGatewayEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  BRANDS_DIR: z
    .string()
    .min(1)
    .default(join(REPO_ROOT, 'apps', 'web', 'dist')),
  BRAND_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('localhost'),
  /** The back office's own host (never a brand's): its app and the operators' API. */
  BACKOFFICE_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('backoffice.localhost'),
  BACKOFFICE_DIR: z
    .string()
    .min(1)
    .default(join(REPO_ROOT, 'apps', 'backoffice', 'dist')),
  API_INDEX: z.string().min(1).default('local'),
  API_INDEX_TABLE: z
    .string()
    .min(1)
    .default(join(REPO_ROOT, 'infra', 'api-index.json')),
  /**
   * Shared with core for `/internal/realtime` and `/internal/session`; the default matches core's
   * published local one and is refused unless HOST is loopback.
   */
  INTERNAL_SECRET: z.string().min(16, 'at least 16 characters').default(DEFAULT_INTERNAL_SECRET),
  COOKIE_SECURE: z.stringbool().default(false),
  TRUST_PROXY: z.string().optional(),
  /** Optional: shares rate limits and refresh collapsing across gateway replicas. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prometheus `/metrics` on this port of HOST (off when unset); never on the public port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * Fastify's log line per request and answer (each with its trace_id). Unset: on when spans are
   * exported (OTEL_EXPORTER_OTLP_*, the operator follows requests), else off (a cost on every call).
   */
  LOG_REQUESTS: z.stringbool().optional(),
  /** `/api/*` on the streaming fast path (fast-api.ts); false: every call through Fastify. */
  FAST_API: z.stringbool().default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_WINDOW_MS: int(1000, 60_000),
  RATE_LIMIT_GLOBAL_MAX: int(1, 3000),
  RATE_LIMIT_LOGIN_MAX: int(1, 20),
  API_BODY_LIMIT_BYTES: int(1024, MAX_JSON_BODY_BYTES),
  /** Past this mean event-loop delay every request gets the busy answer (503) until it recovers; 0 (default): off (the Kubernetes env sets 1000). */
  MAX_EVENT_LOOP_DELAY_MS: int(0, 0),
  UPSTREAM_TIMEOUT_MS: int(1000, REQUEST_TIMEOUT_MS),
  UPSTREAM_MAX_RESPONSE_BYTES: int(1024, 16 * 1024 * 1024),
  /**
   * `/api` calls in flight per upstream (upstream-admission.ts): at most this many (the pool's
   * connections), fewer while its answers take longer than UPSTREAM_LATENCY_TARGET_MS; past the
   * bound a call gets the busy answer (503, Retry-After 1) at once and is never sent. 0: off.
   */
  UPSTREAM_MAX_IN_FLIGHT: int(0, 64),
  UPSTREAM_LATENCY_TARGET_MS: int(10, 250),
  REFRESH_COOKIE_MAX_AGE_S: int(60, 30 * DAY_S),
  REFRESH_COLLAPSE_MS: int(0, 5000),
  REFRESH_SHARED_WAIT_MS: int(100, 10_000),
  WS_AUTH_TIMEOUT_MS: int(100, 10_000),
  WS_MAX_SOCKETS_PER_USER: int(1, 32),
  WS_MAX_PAYLOAD_BYTES: int(256, 16 * 1024),
  /** Sockets waiting for a push sign-in's decision before sign-in: in all, and per client address. */
  WS_MAX_PUSH_WAITS: int(1, 10_000),
  WS_MAX_PUSH_WAITS_PER_IP: int(1, 16),
  REALTIME_RECONNECT_MAX_MS: int(100, 10_000),
  REALTIME_IDLE_MS: int(1000, 45_000),
  SHUTDOWN_TIMEOUT_MS: int(100, 10_000),
  /** The mobile shell simulator page on every brand's host (default: on when HOST is loopback). */
  SHELL_SIMULATOR: z.stringbool().optional(),
});

export type TGatewayConfig = {
  port: number;
  host: string;
  brandsDir: string;
  brandDomain: string;
  backofficeHost: string;
  backofficeDir: string;
  apiIndex: string;
  apiIndexTable: TApiIndexTable;
  internalSecret: string;
  /**
   * The upstreams realtime sockets may use (upstream base -> its internal secret): the default
   * index with INTERNAL_SECRET, and each index given its own `INTERNAL_SECRET_<INDEX>`. No other
   * upstream is sent a secret, a session check or a stream request.
   */
  realtimeUpstreams: ReadonlyMap<string, string>;
  cookieSecure: boolean;
  trustProxy: boolean | string;
  redisUrl: string | undefined;
  logLevel: string;
  logRequests: boolean;
  fastApi: boolean;
  metricsPort: number | undefined;
  rateLimit: { windowMs: number; globalMax: number; loginMax: number };
  apiBodyLimitBytes: number;
  maxEventLoopDelayMs: number;
  upstream: { timeoutMs: number; maxResponseBytes: number; maxInFlight: number; latencyTargetMs: number };
  refresh: { cookieMaxAgeS: number; collapseMs: number; sharedWaitMs: number };
  ws: {
    authTimeoutMs: number;
    maxSocketsPerUser: number;
    maxPayloadBytes: number;
    maxPushWaits: number;
    maxPushWaitsPerIp: number;
  };
  realtime: { reconnectMaxMs: number; idleMs: number };
  shutdownTimeoutMs: number;
  /** `/shell-simulator` on brand hosts, and the portal framed by it (shell-simulator.ts). */
  shellSimulator: boolean;
};

/** 'true', 'false' (default) or a comma-separated list of proxy addresses/CIDRs to trust. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Parses the environment once; throws one error naming every bad key. */
export function parseGatewayConfig(env: Readonly<Record<string, string | undefined>>): TGatewayConfig {
  const parsed = ZGatewayEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  if (e.INTERNAL_SECRET === DEFAULT_INTERNAL_SECRET && !isLoopbackHost(e.HOST)) {
    throw new Error(
      `Invalid gateway configuration: INTERNAL_SECRET: the published default is refused when HOST (${e.HOST}) is not loopback; set a secret of your own`,
    );
  }
  const table = loadApiIndexTable(e.API_INDEX_TABLE, env);
  if (upstreamBase(table, e.API_INDEX) === undefined) {
    throw new Error(`Invalid gateway configuration: API_INDEX: '${e.API_INDEX}' is not in ${e.API_INDEX_TABLE}`);
  }
  const realtimeUpstreams = realtimeSecrets(table, env, { index: e.API_INDEX, secret: e.INTERNAL_SECRET });
  return {
    port: e.PORT,
    host: e.HOST,
    brandsDir: resolve(e.BRANDS_DIR),
    brandDomain: e.BRAND_DOMAIN,
    backofficeHost: e.BACKOFFICE_HOST,
    backofficeDir: resolve(e.BACKOFFICE_DIR),
    apiIndex: e.API_INDEX,
    apiIndexTable: table,
    internalSecret: e.INTERNAL_SECRET,
    realtimeUpstreams,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: trustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS ?? tracesEndpoint(env) !== undefined,
    fastApi: e.FAST_API,
    metricsPort: e.METRICS_PORT,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      globalMax: e.RATE_LIMIT_GLOBAL_MAX,
      loginMax: e.RATE_LIMIT_LOGIN_MAX,
    },
    apiBodyLimitBytes: e.API_BODY_LIMIT_BYTES,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    upstream: {
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      maxResponseBytes: e.UPSTREAM_MAX_RESPONSE_BYTES,
      maxInFlight: e.UPSTREAM_MAX_IN_FLIGHT,
      latencyTargetMs: e.UPSTREAM_LATENCY_TARGET_MS,
    },
    refresh: {
      cookieMaxAgeS: e.REFRESH_COOKIE_MAX_AGE_S,
      collapseMs: e.REFRESH_COLLAPSE_MS,
      sharedWaitMs: e.REFRESH_SHARED_WAIT_MS,
    },
    ws: {
      authTimeoutMs: e.WS_AUTH_TIMEOUT_MS,
      maxSocketsPerUser: e.WS_MAX_SOCKETS_PER_USER,
      maxPayloadBytes: e.WS_MAX_PAYLOAD_BYTES,
      maxPushWaits: e.WS_MAX_PUSH_WAITS,
      maxPushWaitsPerIp: e.WS_MAX_PUSH_WAITS_PER_IP,
    },
    realtime: { reconnectMaxMs: e.REALTIME_RECONNECT_MAX_MS, idleMs: e.REALTIME_IDLE_MS },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shellSimulator: e.SHELL_SIMULATOR ?? isLoopbackHost(e.HOST),
  };
}
