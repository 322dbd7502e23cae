import { readdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildOpenApiDocument, MAX_JSON_BODY_BYTES, renderOpenApiHtml, SERVICE_ROUTES } from '@openportal/contract';
import { migrate, openDatabase, type Db } from '@openportal/db';
import { migrateLedger } from '@openportal/ledger';
import { tracedChildLogger } from '@openportal/observability';
import type { CoreConfig } from './config.ts';
import { identityMethods } from './identity/methods.ts';
import { loadAccessTokens, type AccessTokens } from './identity/signing-keys.ts';
import { registerTokenRoutes } from './identity/token-routes.ts';
import { createMailer } from './mail/mailer.ts';
import { coreMigrations } from './migrations.ts';
import { moneyMethods } from './money/methods.ts';
import { registerOperations } from './operations.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { registerMethodRoutes } from './platform/method-routes.ts';
import { startOutboxDispatcher, type MailMessage } from './platform/outbox.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub.ts';
import { listenForDeliveries, notifyDelivery } from './realtime/fan-out.ts';
import { registerRealtimeRoutes } from './realtime/routes.ts';

export interface Core {
  app: FastifyInstance;
  db: Db;
  hub: RealtimeHub;
  tokens: AccessTokens;
  /** Names of the method calls this core answers. */
  methods: string[];
  /** Sends pending outbox rows now (tests). */
  drainOutbox: () => Promise<number>;
  close(): Promise<void>;
}

export interface CoreOptions {
  /** An already open database (tests); otherwise opened from config. */
  db?: Db;
  /** Where mail goes; default SMTP from config.SMTP_URL. */
  sendMail?: (message: MailMessage) => Promise<void>;
  /** SMTP URL of the built-in catcher when config has none. */
  smtpUrl?: string;
}

/** Opens the database, applies migrations, and builds the Fastify app; server.ts only listens. */
export async function buildCore(config: CoreConfig, options: CoreOptions = {}): Promise<Core> {
  const db =
    options.db ??
    (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR }));
  await migrateLedger(db);
  await migrate(db, 'core', coreMigrations());
  const tokens = await loadAccessTokens(db, config.ACCESS_TOKEN_TTL_S);
  const hub = createRealtimeHub();
  const smtpUrl = config.SMTP_URL ?? options.smtpUrl;
  const mailer = options.sendMail ? null : smtpUrl ? createMailer(smtpUrl, config.MAIL_FROM) : null;
  const sendMail =
    options.sendMail ??
    (mailer
      ? (m: MailMessage) => mailer.send(m)
      : async () => {
          throw new Error('no mail transport configured');
        });
  const outbox = startOutboxDispatcher(db, { mail: sendMail, realtime: notifyDelivery });

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Every log line of a request carries its trace_id (operations.ts traces the requests).
    childLoggerFactory: tracedChildLogger,
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: '127.0.0.1',
  });
  installErrorHandler(app);
  const operations = registerOperations(app, {
    db,
    metricsPort: config.METRICS_PORT,
    host: config.HOST,
    realtimeStreams: () => hub.subscribers,
  });
  const stopListening = await listenForDeliveries(db, hub, (error) =>
    app.log.error({ err: error }, 'bad realtime payload'),
  );
  app.get(SERVICE_ROUTES.health, async () => {
    await db.query('SELECT 1');
    return { status: 'ok' };
  });
  const tokenDeps = { db, tokens, refreshTtlS: config.REFRESH_TOKEN_TTL_S };
  registerTokenRoutes(app, tokenDeps, config.LOGIN_RATE_PER_MIN);
  const brands = new Set(
    readdirSync(config.BRANDS_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  );
  const methods = registerMethodRoutes(app, db, tokens, [
    ...identityMethods({
      ...tokenDeps,
      brands,
      defaultBrand: config.DEFAULT_BRAND,
      activationTtlS: config.ACTIVATION_TTL_S,
      portalUrl: (brand) => config.PORTAL_URL_TEMPLATE.replace('{brand}', brand),
    }),
    ...moneyMethods({
      db,
      afterCommit: () => {
        operations.ledgerCommitted();
        outbox.poke();
      },
    }),
  ]);
  registerRealtimeRoutes(app, hub, config.INTERNAL_SECRET);
  registerApiDocuments(app);
  await app.ready();
  return {
    app,
    db,
    hub,
    tokens,
    methods,
    drainOutbox: outbox.drainOnce,
    async close() {
      await app.close();
      await outbox.stop();
      await stopListening();
      mailer?.close();
      if (!options.db) await db.close();
    },
  };
}

/** The OpenAPI 3.1 document of the REST APIs (generated from contract) and a readable page of it. */
function registerApiDocuments(app: FastifyInstance) {
  const doc = buildOpenApiDocument();
  const page = renderOpenApiHtml(doc);
  app.get(SERVICE_ROUTES.openApiJson, async () => doc);
  app.get(SERVICE_ROUTES.openApiPage, async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
}
