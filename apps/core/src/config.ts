import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_INTERNAL_SECRET, isLoopbackHost } from '@openportal/contract';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  /** A PostgreSQL server; absent means embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /**
   * A streaming replica (hot standby) of DATABASE_URL's database: the read-only history and
   * statement reads (historyGet, history exports, monthly statements, transaction detail and
   * receipt; docs/SCALING.md lists them) go to a second pool on it, and may lag the primary by
   * the replica's replay lag. Absent: every read uses DATABASE_URL. Needs DATABASE_URL.
   */
  DATABASE_READ_URL: z.string().startsWith('postgres').optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data/core')),
  /** smtp://host:port for outgoing mail; absent means the built-in catcher. */
  SMTP_URL: z.string().startsWith('smtp').optional(),
  MAIL_FROM: z.string().default('Portal <no-reply@portal.localhost>'),
  /**
   * A real SMS provider's HTTP API: each SMS is one JSON POST {"id", "to", "text", "brand"}
   * (see src/sms/sender.ts); absent means the built-in catcher (shown at the catcher's /sms).
   */
  SMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sent to SMS_URL as `Authorization: Bearer <token>` when set. */
  SMS_TOKEN: z.string().min(1).optional(),
  MAIL_CATCHER_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(1025),
  MAIL_CATCHER_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8025),
  /** Where activation links point; {brand} is replaced by the brand id. */
  PORTAL_URL_TEMPLATE: z.string().default('http://{brand}.localhost:8080'),
  /** Shared with the gateway; the published default is refused unless HOST is loopback. */
  INTERNAL_SECRET: z.string().min(16).default(DEFAULT_INTERNAL_SECRET),
  /** The card vault's secret (issue 24: PAN tokens, CVV and PIN derivation); default: derived from INTERNAL_SECRET. */
  CARD_VAULT_KEY: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(5).max(3600).default(300),
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  ACTIVATION_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(3 * 24 * 3600),
  /** How long an operator's back-office session lives (seconds; default eight hours). */
  ADMIN_SESSION_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 3600)
    .default(8 * 3600),
  /**
   * Seed demo customers and the demo operators (published passwords and TOTP secrets) on start:
   * only when asked for (`npm start` and the e2e stack ask), never by default.
   */
  SEED_DEMO: bool.default(false),
  BRANDS_DIR: z.string().default(path.join(repoRoot, 'brands')),
  LOGIN_RATE_PER_MIN: z.coerce.number().int().min(1).default(30),
  /**
   * Past this mean event-loop delay every request gets the busy answer (503) until it recovers;
   * 0 (the default): off. Set on a PostgreSQL server deployment (the Kubernetes env sets 1000). Off
   * by default because embedded PGlite runs queries on the event loop: there a long query is the
   * database working, not overload, and shedding would refuse the next requests for it.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /**
   * Admission at the door (platform/admission.ts): requests served at once; one more gets the busy
   * answer (503, Retry-After 1) at once, nothing done. 0: off. Size it by time: about the
   * requests this replica answers in half a second at its sustainable rate.
   */
  MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(256),
  /** Ordinary calls per minute and key (class, brand, signed-in user else client address); unset: the contract's RATE_CLASSES.standard. */
  STANDARD_RATE_PER_MIN: z.coerce.number().int().min(1).optional(),
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs), so the
   * login limit keys on the client, not on the gateway. Behind compose or Kubernetes set the
   * gateway's network, e.g. 10.0.0.0/8.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F:./, ]+$/, 'addresses or CIDRs, comma-separated')
    .default('127.0.0.1,::1'),
  /**
   * Test runs only: append the contract key of every call answered '00' to this file, once per
   * key (the e2e run records which calls the browser really made; the coverage script reads it).
   */
  CALLS_LOG: z.string().optional(),
  /**
   * Test runs only: registers POST /testing/customers (src/testing, left out of production
   * images), which seeds a fresh customer per test. Needs the internal secret.
   */
  TEST_SEEDING: bool.default(false),
  /**
   * Tests only: each JSON answer, as its compiled serializer wrote it, is read back with the
   * call's response schema and compared with what the handler answered (platform/answer-serializer.ts).
   */
  CHECK_ANSWERS: bool.default(false),
  /**
   * This replica runs jobs: side effects (mail, realtime events, …) and recurring housekeeping.
   * false: it only writes jobs, which another replica runs (tests drain them by hand).
   */
  JOBS: bool.default(true),
  /** The schema of the job runner's tables (pg-boss); each core sharing a database uses one. */
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default('pgboss'),
  /**
   * Group commit of money writes (platform/group-commit.ts): how long the first request of a
   * batch waits for others (ms, 0-100), the most requests in one batch and one commit (1-1000;
   * 1 is a commit per request), and batches in flight at once (1-16; PGlite always 1).
   */
  GROUP_COMMIT_WINDOW_MS: z.coerce.number().int().min(0).max(100).default(1),
  GROUP_COMMIT_MAX_BATCH: z.coerce.number().int().min(1).max(1000).default(256),
  GROUP_COMMIT_LANES: z.coerce.number().int().min(1).max(16).default(4),
  /** A money write that waited longer than this (ms) for its batch is refused busy, nothing written. */
  GROUP_COMMIT_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  /** Where uploaded files live: 'database' (default) or 'disk' (FILES_DIR; one shared volume for several replicas). */
  FILE_STORE: z.enum(['database', 'disk']).default('database'),
  FILES_DIR: z.string().default(path.join(repoRoot, '.data/files')),
  /**
   * Shares rate limits across core replicas, and carries realtime deliveries between them (pub/sub);
   * without it each replica counts alone and its streams hear only its own writes (one replica).
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The Redis pub/sub channel of realtime deliveries: replicas of one deployment share it. */
  REALTIME_REDIS_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,100}$/)
    .default('openportal:realtime'),
  /** Prometheus `/metrics` on this port of HOST (off when unset); never on the public port. */
  /** The older web application (spec 1 §2): not-yet-authorised business users go there. Absent: none. */
  OLD_WEB_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Third parties allowed to ask for sign-in (auth/sei): `clientId=redirect-prefix` pairs, comma
   * separated. The redirect URI must start with its client's prefix.
   */
  SEI_CLIENTS: z.string().default(''),
  /** The linked-device page (push sign-in's stand-in phone); default core's own /device. */
  DEVICE_PAGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Core as a browser reaches it: the identity-verification provider's token page and the W-form
   * e-sign page are served there (kyc/provider). Default http://127.0.0.1:PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long one /auth/token call of the push flow waits for the device's decision (long poll). */
  PUSH_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(20_000),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * Exchange rates (issue 20 point 8, money/fx-provider.ts): the rates file standing in for the
   * provider (read at start and by the recurring fx-rates-refresh job, FX_RATES_CRON), how long
   * after a fetch its rates may still be used for payments (seconds; older ones are refused as
   * stale), and the house's spread on a pair derived from them (basis points). A pair an
   * operator set in the back office wins over the provider's.
   */
  FX_RATES_FILE: z.string().default(path.join(repoRoot, 'apps/core/data/fx-rates.json')),
  FX_RATES_CRON: z.string().default('*/15 * * * *'),
  FX_RATES_MAX_AGE_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(6 * 3600),
  FX_RATES_SPREAD_BPS: z.coerce.number().int().min(0).max(5000).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type CoreConfig = z.infer<typeof ZEnv> & { seedDemo: boolean; mailCatcher: boolean; smsCatcher: boolean };

/** Parses the environment once; lists every bad key and fails fast. */
export function parseCoreConfig(env: Record<string, string | undefined>): CoreConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid core configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.DATABASE_READ_URL && !c.DATABASE_URL) {
    throw new Error(
      'Invalid core configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL (the primary it streams from); embedded PGlite has none',
    );
  }
  if (c.INTERNAL_SECRET === DEFAULT_INTERNAL_SECRET && !isLoopbackHost(c.HOST)) {
    throw new Error(
      `Invalid core configuration:\n  INTERNAL_SECRET: the published default is refused when HOST (${c.HOST}) is not loopback; set a secret of your own (openssl rand -hex 32)`,
    );
  }
  return { ...c, seedDemo: c.SEED_DEMO, mailCatcher: !c.SMTP_URL, smsCatcher: !c.SMS_URL };
}
