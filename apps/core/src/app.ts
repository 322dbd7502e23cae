import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { Redis } from 'ioredis';
import { buildOpenApiDocument, MAX_JSON_BODY_BYTES, renderOpenApiHtml, SERVICE_ROUTES } from '@openportal/contract';
import type { Db } from '@openportal/db';
import { tracedChildLogger } from '@openportal/observability';
import type { CoreConfig } from './config.ts';
import { sendPush } from './devices/push-job.ts';
import { loadAccessTokens, type AccessTokens } from './identity/index.ts';
import { createFileStore, FILE_LIMITS, fileJobs, type FileStore, type FileStoreLimits } from './files/index.ts';
import { produceExport, type ExportDeps } from './money/exports/produce.ts';
import { statementJobs } from './money/exports/statements.ts';
import {
  ledgerJobs,
  retentionJobs,
  startJobRunner,
  type JobRunner,
  type MailMessage,
  type Outbox,
  type SmsMessage,
} from './jobs/index.ts';
import { createMailer } from './mail/mailer.ts';
import { createSmsSender } from './sms/sender.ts';
import { fxRatesJobs, refreshFxRates } from './money/fx-provider.ts';
import { approvalJobs } from './money/approvals/index.ts';
import { scheduleJobs } from './money/schedules/run.ts';
import { cardLifecycleJobs } from './cards/lifecycle.ts';
import { kycJobs } from './kyc/index.ts';
import { coreModules, recordAnsweredCalls } from './modules.ts';
import { openCoreDatabase, openReadDatabase } from './core-database.ts';
import { registerMetricsAndTracing } from './metrics-and-tracing.ts';
import { loadBrandContext, type BrandContext } from './platform/brand-context.ts';
import { frameworkErrors, installErrorHandler, installNoStore } from './platform/error-handler.ts';
import { registerMethodRoutes } from './platform/method-routes.ts';
import { checkRegistry, registeredKeys, type CoreModule } from './platform/module.ts';
import type { CoreParts } from './modules.ts';
import { registerLoadShedding, registerRateLimits } from './platform/rate-limits.ts';
import { registerAdmission } from './platform/admission.ts';
import { registerRestRoutes } from './platform/rest-routes.ts';
import { withBalances } from './money/balance-updates.ts';
import type { RealtimePublisher } from './realtime/publisher.ts';
import { registerRealtimeRoutes } from './realtime/routes.ts';
import { outboxOf, startRealtime, type Realtime } from './realtime/start.ts';

export interface Core {
  app: FastifyInstance;
  db: Db;
  /** Where history and statement reads go: the DATABASE_READ_URL pool, else `db` itself. */
  readDb: Db;
  hub: Realtime['hub'];
  tokens: AccessTokens;
  /** Names of the method calls this core answers. */
  methods: string[];
  /** Contract keys (METHOD_CALLS and REST_CALLS) of every call this core answers. */
  calls: string[];
  /** The outbox (jobs, and realtime events after commit): tests run a recurring job's work with it. */
  outbox: Outbox;
  /** This replica's realtime (hub, publisher, the Redis relay with REDIS_URL): tests break its transport. */
  realtime: Realtime;
  /** Runs every side-effect job that is due now, until none is left (tests). Returns runs. */
  drainOutbox: () => Promise<number>;
  close(): Promise<void>;
}

export interface CoreOptions {
  /** An already open database (tests); otherwise opened from config. */
  db?: Db;
  /** An already open read pool (tests); otherwise opened from config.DATABASE_READ_URL, else `db`. */
  readDb?: Db;
  /** Where the log lines go instead of stdout (tests read what core logged). */
  logStream?: { write(line: string): void };
  /** Where mail goes; default SMTP from config.SMTP_URL. */
  sendMail?: (message: MailMessage) => Promise<void>;
  /** SMTP URL of the built-in catcher when config has none. */
  smtpUrl?: string;
  /** Where SMS go; default a POST to config.SMS_URL, else to `smsUrl`. */
  sendSms?: (message: SmsMessage, signal?: AbortSignal) => Promise<void>;
  /** The built-in catcher's SMS endpoint when config has no SMS_URL. */
  smsUrl?: string;
  /** More modules (tests that prove the dispatcher on calls core does not answer yet). */
  extraModules?: (parts: CoreParts) => CoreModule[];
}

export type { CoreParts } from './modules.ts';
export { APPLICATION_NAMES } from './core-database.ts';

function mailSender(config: CoreConfig, options: CoreOptions) {
  const smtpUrl = config.SMTP_URL ?? options.smtpUrl;
  const mailer = options.sendMail ? null : smtpUrl ? createMailer(smtpUrl, config.MAIL_FROM) : null;
  const send =
    options.sendMail ??
    (mailer
      ? (m: MailMessage) => mailer.send(m)
      : async () => {
          throw new Error('no mail transport configured');
        });
  return { send, close: () => mailer?.close() };
}

function smsSender(config: CoreConfig, options: CoreOptions) {
  if (options.sendSms) return options.sendSms;
  const url = config.SMS_URL ?? options.smsUrl;
  if (url) return createSmsSender(url, config.SMS_URL ? config.SMS_TOKEN : undefined);
  return async () => {
    throw new Error('no SMS transport configured');
  };
}

/** External plugins first (fastify/demo order): errors, caching, rate limits, multipart. */
async function createApp(
  config: CoreConfig,
  redis: Redis | undefined,
  logStream?: CoreOptions['logStream'],
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // Every log line of a request carries its trace_id (metrics-and-tracing.ts traces the requests).
    childLoggerFactory: tracedChildLogger,
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.TRUST_PROXY.split(',').map((p) => p.trim()),
    frameworkErrors,
  });
  installErrorHandler(app);
  installNoStore(app, [SERVICE_ROUTES.openApiJson, SERVICE_ROUTES.openApiPage, SERVICE_ROUTES.jwks]);
  await registerRateLimits(app, { redis });
  await registerLoadShedding(app, config.MAX_EVENT_LOOP_DELAY_MS);
  registerAdmission(app, config.MAX_IN_FLIGHT);
  // Per-call file limits are applied when a call reads its parts (platform/multipart.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: 0, files: 0 } });
  return app;
}

/** Opens the database, applies migrations, and builds the Fastify app; server.ts only listens. */
export async function buildCore(config: CoreConfig, options: CoreOptions = {}): Promise<Core> {
  const late: { log?: FastifyInstance['log'] } = {};
  const db = await openCoreDatabase(config, options.db, late);
  const readDb = await openReadDatabase(config, options.readDb, db);
  const tokens = await loadAccessTokens(db, config.ACCESS_TOKEN_TTL_S);
  const brandContext = await loadBrandContext(config.BRANDS_DIR);
  const mail = mailSender(config, options);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, REDIS_OPTIONS) : undefined;
  const app = await createApp(config, redis, options.logStream);
  late.log = app.log;
  const realtime = startRealtime({
    ...{ redisUrl: config.REDIS_URL, channel: config.REALTIME_REDIS_CHANNEL, log: app.log },
    enrich: withBalances,
  });
  const hub = realtime.hub;
  const files = fileStoreOf(config, db);
  await refreshFxRatesAtStart(config, db, app);
  const { outbox, runner } = await startSideEffects(config, realtime.publisher, {
    ...{ db, files, app, sendMail: mail.send, sendSms: smsSender(config, options) },
    brandName: (brand) => brandContext.manifest(brand).projectName,
    exports: exportDepsOf(config, { db, readDb }, brandContext),
  });
  const metrics = registerMetricsAndTracing(app, {
    metricsPort: config.METRICS_PORT,
    host: config.HOST,
    realtimeStreams: () => hub.subscribers,
    realtimeListening: realtime.healthy,
    outboxBacklog: () => runner.backlog(),
  });
  registerHealth(app, db, realtime);
  const parts: CoreParts = { config, db, readDb, tokens, files, brandContext, outbox, realtime: hub };
  parts.onMoneyCommit = metrics.moneyCommitted;
  const built = [...(await coreModules(parts)), ...(options.extraModules?.(parts) ?? [])];
  const modules = config.CALLS_LOG ? recordAnsweredCalls(built, config.CALLS_LOG) : built;
  const { methods, rest } = checkRegistry(modules);
  const accessDeps = { db, tokens, brandContext, internalSecret: config.INTERNAL_SECRET };
  const rateLimitOverrides = rateLimitOverridesOf(config);
  const routeDeps = { ...accessDeps, rateLimitOverrides, checkAnswers: config.CHECK_ANSWERS };
  const methodNames = registerMethodRoutes(app, routeDeps, methods);
  registerRestRoutes(app, routeDeps, rest);
  for (const m of modules) m.routes?.(app);
  if (config.TEST_SEEDING) {
    // Loaded only when asked for: production images leave src/testing out.
    const { registerTestRoutes } = await import('./testing/test-routes.ts');
    registerTestRoutes(app, { db, brandContext, outbox, internalSecret: config.INTERNAL_SECRET });
  }
  registerRealtimeRoutes(app, hub, config.INTERNAL_SECRET);
  registerApiDocuments(app);
  await app.ready();
  return {
    app,
    db,
    readDb,
    hub,
    tokens,
    methods: methodNames,
    calls: registeredKeys(modules),
    outbox,
    realtime,
    drainOutbox: () => drainAll(runner),
    async close() {
      await app.close();
      await runner.stop();
      await realtime.close();
      mail.close();
      redis?.disconnect();
      if (!options.db) await db.close();
      if (readDb !== db && !options.readDb) await readDb.close();
    },
  };
}

/**
 * `/health` (readiness): the database answers and this replica's realtime reaches the other
 * replicas and hears them (with REDIS_URL: subscribed, and the last publish went through);
 * 503 degraded while it does not (events are missed meanwhile: at most once).
 */
function registerHealth(app: FastifyInstance, db: Db, realtime: Realtime) {
  app.get(SERVICE_ROUTES.health, async (_req, reply) => {
    await db.query('SELECT 1');
    if (!realtime.healthy()) return reply.status(503).send({ status: 'degraded', realtime: 'not connected' });
    return { status: 'ok' };
  });
}

/** Rate-limit classes whose per-minute maximum the configuration sets instead of the contract. */
function rateLimitOverridesOf(config: CoreConfig): Partial<Record<string, number>> {
  const standard = config.STANDARD_RATE_PER_MIN;
  return { signIn: config.LOGIN_RATE_PER_MIN, ...(standard === undefined ? {} : { standard }) };
}

/** Files in the database (every replica sees them, backups hold them) or in a folder. */
function fileStoreOf(config: CoreConfig, db: Db, limits?: FileStoreLimits): FileStore {
  return config.FILE_STORE === 'disk'
    ? createFileStore({ kind: 'disk', dir: config.FILES_DIR }, limits)
    : createFileStore({ kind: 'database', db }, limits);
}

interface JobParts {
  db: Db;
  /** What recurring jobs write their side effects into (realtime events included). */
  outbox: Outbox;
  /** Where the push job announces what it stored (after its own commits). */
  realtime: RealtimePublisher;
  files: FileStore;
  app: FastifyInstance;
  sendMail: (message: MailMessage) => Promise<void>;
  sendSms: (message: SmsMessage, signal?: AbortSignal) => Promise<void>;
  /** The brand's name as its customers know it (texts of the notices jobs write). */
  brandName: (brand: string) => string;
  /** What the export job makes history exports and statements with. */
  exports: ExportDeps;
}

/** The outbox (realtime events after commit, the durable kinds as jobs) and the job runner behind it. */
async function startSideEffects(
  config: CoreConfig,
  realtime: RealtimePublisher,
  parts: Omit<JobParts, 'outbox' | 'realtime'>,
): Promise<{ outbox: Outbox; runner: JobRunner }> {
  const started: { runner?: JobRunner } = {};
  const outbox = outboxOf(realtime, () => started.runner!);
  const runner = await startJobs(config, { ...parts, outbox, realtime });
  started.runner = runner;
  return { outbox, runner };
}

/**
 * The job runner (pg-boss on core's own database) holds the outbox's durable kinds: handlers
 * write them in their transaction, and every replica with JOBS on runs them (mail over SMTP,
 * SMS to the provider or the catcher, pushes to linked devices), plus the recurring housekeeping: the ledger's
 * expired holds and old idempotency keys, the file store's sweep, payments no device approved in time, users' scheduled payments.
 */
async function startJobs(
  config: CoreConfig,
  { db, files, app, outbox, realtime, sendMail, sendSms, brandName, exports }: JobParts,
): Promise<JobRunner> {
  return startJobRunner(
    db,
    {
      mail: async (m) => sendMail(await withAttachments(m, files)),
      sms: (m, ctx) => sendSms(m, ctx.signal),
      push: (m, ctx) => sendPush(m, ctx.db, realtime),
      export: (e) => produceExport(exports, e.exportId),
    },
    {
      schema: config.JOBS_SCHEMA,
      work: config.JOBS,
      recurring: config.JOBS
        ? [
            ...ledgerJobs(),
            ...fileJobs(files),
            ...retentionJobs(files),
            ...approvalJobs({ outbox, brandName }),
            ...scheduleJobs({ outbox, brandName }),
            ...cardLifecycleJobs(outbox),
            ...statementJobs(outbox),
            ...kycJobs({ outbox, brandName }),
            ...fxRatesJobs(fxRefreshOf(config)),
          ]
        : [],
      // A batch of side effects is cheap to run: claim many per fetch (about 7,500 jobs/s drained, bench).
      batchSize: 100,
      pollS: 1,
      onError: (err) => app.log.error({ err }, 'jobs'),
    },
  );
}

/** What the export job makes history exports and statements with: CSV and PDF only, up to the store's ceiling. */
function exportDepsOf(
  config: CoreConfig,
  { db, readDb }: { db: Db; readDb: Db },
  brandContext: BrandContext,
): ExportDeps {
  const limits = { maxBytes: FILE_LIMITS.maxBytesCeiling, contentTypes: ['text/csv', 'application/pdf'] };
  return { db, readDb, files: fileStoreOf(config, db, limits), brandContext, brandsDir: config.BRANDS_DIR };
}

/** A mail's attachments read from the file store as it is sent (a file gone meanwhile fails the job, which retries then parks). */
async function withAttachments(m: MailMessage, files: FileStore): Promise<MailMessage> {
  if (!m.attachments?.length) return m;
  const attachments = [];
  for (const a of m.attachments) {
    const file = await files.get(a.fileId);
    if (!file) throw new Error(`mail attachment ${a.fileId} is gone`);
    attachments.push({ ...a, content: file.stream });
  }
  return { ...m, attachments };
}

const fxRefreshOf = (config: CoreConfig) => ({
  file: config.FX_RATES_FILE,
  cron: config.FX_RATES_CRON,
  spreadBps: config.FX_RATES_SPREAD_BPS,
  maxAgeS: config.FX_RATES_MAX_AGE_S,
});

/**
 * The provider's rates at start, so a new database has a rate for every currency before the
 * first fx-rates-refresh run; a failed fetch is logged and leaves the rates the database has.
 */
async function refreshFxRatesAtStart(config: CoreConfig, db: Db, app: FastifyInstance): Promise<void> {
  try {
    await refreshFxRates(db, config.FX_RATES_FILE, fxRefreshOf(config));
  } catch (err) {
    app.log.error({ err }, 'fx rates: the rates file could not be read; the last fetched rates stay');
  }
}

/** Every job that is due now, batch after batch, until a pass finds none. */
async function drainAll(jobs: JobRunner): Promise<number> {
  let total = 0;
  for (let n = await jobs.drainOnce(); n > 0; n = await jobs.drainOnce()) total += n;
  return total;
}

/** Fail fast instead of queueing: a Redis outage degrades to per-replica limits (skipOnError). */
const REDIS_OPTIONS = {
  connectTimeout: 2000,
  commandTimeout: 1000,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
};

/** The OpenAPI 3.1 document of the REST APIs (generated from contract) and a readable page of it. */
function registerApiDocuments(app: FastifyInstance) {
  const doc = buildOpenApiDocument();
  const page = renderOpenApiHtml(doc);
  app.get(SERVICE_ROUTES.openApiJson, async () => doc);
  app.get(SERVICE_ROUTES.openApiPage, async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
}
