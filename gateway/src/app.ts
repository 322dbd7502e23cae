import { once } from 'node:events';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import { ERROR_MESSAGES, SERVICE_ROUTES } from '@openportal/contract';
import { tracedChildLogger } from '@openportal/observability';
import { createAccessVerifier } from './access-verifier.ts';
import { upstreamBase } from './api-index.ts';
import { apiRoutes } from './api-routes.ts';
import { backofficeRoutes } from './backoffice-routes.ts';
import { brandRoutes } from './brand-routes.ts';
import type { TGatewayConfig } from './config.ts';
import { sendEnvelope } from './envelope-reply.ts';
import { createFastApi, type TFastApi } from './fast-api.ts';
import { createUpstreamAdmission } from './upstream-admission.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { gatewayErrorHandler } from './error-handler.ts';
import { createRealtimeHub } from './realtime-hub.ts';
import { startRealtimeStream } from './realtime-stream.ts';
import { registerMetricsAndTracing } from './metrics-and-tracing.ts';
import { createRefresher } from './refresh-collapse.ts';
import { connectRedis } from './redis-client.ts';
import { createSharedRefresh } from './shared-refresh.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerUpgradeGuard } from './upgrade-guard.ts';
import { shellSimulatorRoutes } from './shell-simulator.ts';
import { wsRoutes } from './ws-routes.ts';

/**
 * Starts one realtime stream per upstream configured for realtime (with its own secret) on first
 * need: the default at start, the others when a socket on them has signed in. Stops them all on close.
 */
function realtimeStreams(app: FastifyInstance, config: TGatewayConfig, hub: ReturnType<typeof createRealtimeHub>) {
  const stops = new Map<string, () => void>();
  const ensure = (base: string) => {
    const secret = config.realtimeUpstreams.get(base);
    if (secret === undefined || stops.has(base)) return;
    const log = app.log.child({ component: 'realtime' });
    const onDelivery = (delivery: Parameters<typeof hub.deliver>[1]) => void hub.deliver(base, delivery);
    const reaches = (userIds: readonly string[], waitIds: readonly string[]) => hub.reaches(base, userIds, waitIds);
    stops.set(base, startRealtimeStream({ base, secret, ...config.realtime, log, onDelivery, reaches }));
  };
  const stopAll = () => {
    for (const stop of stops.values()) stop();
    stops.clear();
  };
  return { ensure, stopAll };
}

/** Waits briefly for Redis at start; without it the gateway still serves (per-replica state). */
async function redisReady(redis: Redis, app: FastifyInstance): Promise<void> {
  if (redis.status === 'ready') return;
  const ready = once(redis, 'ready').then(() => true);
  const timeout = sleep(2000, false, { ref: false });
  if (!(await Promise.race([ready, timeout]))) app.log.warn('redis: not ready yet; going on without it until it is');
}

type TPressure = { isUnderPressure(): boolean };

/** Load shedding's verdict (`load-shedding.ts`; never busy when it is off). */
const underPressure = (app: FastifyInstance) =>
  app.hasDecorator('isUnderPressure') && (app as unknown as TPressure).isUnderPressure();

/** Builds the gateway (plugins, then hooks, then routes); `server.ts` only listens. */
export async function buildGateway(config: TGatewayConfig): Promise<FastifyInstance> {
  let fast: TFastApi = () => false;
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // `/api/*` takes the fast path (fast-api.ts) before Fastify sees it; everything else, and
    // what the fast path leaves, goes through Fastify's lifecycle.
    serverFactory: (handler) => createServer((req, res) => fast(req, res) || handler(req, res)),
    // Every log line of a request carries its trace_id (metrics-and-tracing.ts traces the requests).
    childLoggerFactory: tracedChildLogger,
    trustProxy: config.trustProxy,
    bodyLimit: config.apiBodyLimitBytes,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Fastify's own refusals before routing (bad percent-encoding): the catalogue envelope.
    frameworkErrors: (_error, _req, reply) => sendEnvelope(reply, 400, 'TA1', ERROR_MESSAGES.invalidParams),
  });
  const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl);
  redis?.on('error', (error: unknown) => app.log.warn({ err: String(error) }, 'redis: error'));
  await app.register(fastifyCookie);
  await registerLoadShedding(app, config.maxEventLoopDelayMs);
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimit.globalMax,
    timeWindow: config.rateLimit.windowMs,
    ...(redis === undefined ? {} : { redis, nameSpace: 'op:rl:', skipOnError: true }),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: config.ws.maxPayloadBytes } });
  registerSecurityHeaders(app, { hsts: config.cookieSecure });
  registerUpgradeGuard(app, { brandDomain: config.brandDomain, brandsDir: config.brandsDir });
  app.setErrorHandler(gatewayErrorHandler);
  app.setNotFoundHandler((_req, reply) => sendEnvelope(reply, 404, 'IM', ERROR_MESSAGES.notFound));
  registerMetricsAndTracing(app, { metricsPort: config.metricsPort, host: config.host });

  const hub = createRealtimeHub({
    maxSocketsPerUser: config.ws.maxSocketsPerUser,
    waits: { maxWaits: config.ws.maxPushWaits, maxWaitsPerIp: config.ws.maxPushWaitsPerIp },
  });
  const streams = realtimeStreams(app, config, hub);
  const holdMs = config.refresh.collapseMs;
  const onError = (error: unknown) => app.log.warn({ err: String(error) }, 'redis: shared refresh failed');
  const shared = redis && createSharedRefresh({ redis, holdMs, waitMs: config.refresh.sharedWaitMs, onError });
  const refresher = createRefresher({ limits: config.upstream, holdMs, shared });
  const verify = createAccessVerifier({ timeoutMs: 5000, secretFor: (base) => config.realtimeUpstreams.get(base) });

  const admission = createUpstreamAdmission(config.upstream);
  fast = createFastApi(config, { busy: () => underPressure(app), admission });
  app.get(SERVICE_ROUTES.health, { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  await app.register(backofficeRoutes, { config });
  await app.register(apiRoutes, { config, refresher, admission });
  await app.register(wsRoutes, {
    config,
    hub,
    verify,
    authTimeoutMs: config.ws.authTimeoutMs,
    onSignedIn: streams.ensure,
  });
  const brands = { brandsDir: config.brandsDir, brandDomain: config.brandDomain };
  if (config.shellSimulator) await app.register(shellSimulatorRoutes, brands);
  await app.register(brandRoutes, { ...brands, shellFrames: config.shellSimulator });

  app.addHook('onReady', async () => {
    const base = upstreamBase(config.apiIndexTable, config.apiIndex);
    if (base !== undefined) streams.ensure(base);
    if (redis !== undefined) await redisReady(redis, app);
  });
  app.addHook('preClose', async () => {
    streams.stopAll();
    hub.closeAll(1001, 'gateway shutting down');
  });
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => redis.disconnect());
  });
  return app;
}
