import { createHash, randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { BRAND_HEADER, methodCallUrl, REST_CALLS } from '@openportal/contract';
import { openDatabase, type Db } from '@openportal/db';
import { buildCore, type Core, type CoreOptions } from './app.ts';
import { parseCoreConfig } from './config.ts';
import type { MailMessage, SmsMessage } from './jobs/outbox.ts';

/**
 * A core on a fresh database for one test file: in-memory PGlite by default, or a new schema
 * on the server named by DATABASE_URL (dropped on close).
 */
export async function startTestCore(
  env: Record<string, string> = {},
  options: Pick<CoreOptions, 'extraModules' | 'logStream'> = {},
) {
  const serverUrl = process.env.DATABASE_URL;
  const schema = `core_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let db: Db;
  if (serverUrl) {
    const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const sep = serverUrl.includes('?') ? '&' : '?';
    db = await openDatabase({
      url: `${serverUrl}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      poolSize: 8,
    });
  } else {
    // Every migration already applied once for the run (test-image.setup.ts).
    db = await openDatabase({ image: inject('coreTestImage') });
  }
  const mails: MailMessage[] = [];
  const sms: SmsMessage[] = [];
  // JOBS off: side effects wait for drainOutbox. On a server the job tables get a schema per file too.
  const jobsSchema = serverUrl ? { JOBS_SCHEMA: `${schema}_jobs` } : {};
  const config = parseCoreConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS: 'false',
    CHECK_ANSWERS: 'true',
    ...jobsSchema,
    ...env,
  });
  const core: Core = await buildCore(config, {
    ...options,
    db,
    sendMail: async (m) => void mails.push(m),
    sendSms: async (m) => void sms.push(m),
  });
  return {
    core,
    db,
    mails,
    sms,
    /** The schema of the job runner's tables (a schema per file on a server: `pgboss` is another core's). */
    jobsSchema: serverUrl ? `${schema}_jobs` : 'pgboss',
    async close() {
      await core.close();
      if (serverUrl) await db.exec(`DROP SCHEMA ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await db.close();
    },
  };
}
export type TestCore = Awaited<ReturnType<typeof startTestCore>>;

export function pkcePair() {
  const verifier = randomBytes(96).toString('base64url').slice(0, 128);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The brand tests act on unless they say otherwise (the gateway sends it from the Host). */
export const TEST_BRAND = 'paywave';
/** Headers with the brand the gateway would add, unless the test sets its own. */
export const onBrand = (headers: Record<string, string> = {}, brand = TEST_BRAND) => ({
  [BRAND_HEADER]: brand,
  ...headers,
});

/** Calls a method through the app, like the portal does through the gateway. */
export async function callMethod(t: TestCore, method: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.core.app.inject({
    method: 'POST',
    url: methodCallUrl('', method),
    payload: body as object,
    headers: onBrand(headers),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as Record<string, unknown> & { responseCode: string },
  };
}

export async function signIn(t: TestCore, username: string, password: string, otp?: () => string, brand = TEST_BRAND) {
  const { verifier, challenge } = pkcePair();
  const headers = onBrand({}, brand);
  const login = await t.core.app.inject({
    method: 'POST',
    url: REST_CALLS.authLogin.path,
    payload: { client: 'spa', username, password, codeChallenge: challenge },
    headers,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { code } = login.json() as { code: string };
  const token = await t.core.app.inject({
    method: 'POST',
    url: REST_CALLS.authToken.path,
    payload: { code, codeVerifier: verifier, ...(otp ? { otp: otp() } : {}) },
    headers,
  });
  if (token.statusCode !== 200) throw new Error(`token failed: ${token.body}`);
  // The gateway takes the refresh token into its cookie only from a JSON answer.
  if (!String(token.headers['content-type']).startsWith('application/json'))
    throw new Error(`token answer as ${token.headers['content-type']}, not JSON`);
  return token.json() as { accessToken: string; refreshToken: string };
}

/** A token-service call (login, token, refresh, logout) on a brand. */
export async function callToken(t: TestCore, path: string, payload: object, brand = TEST_BRAND) {
  return t.core.app.inject({ method: 'POST', url: path, payload, headers: onBrand({}, brand) });
}

/** A valid personalAccountCreate body for `email` (the brand comes from the host). */
export const registrationBody = (email: string) => ({
  email,
  password: 'Secret-pass-1',
  firstName: 'Ivy',
  lastName: 'New',
  category: 'developers',
  countryCode: 'LT',
  termsAccepted: true,
});
