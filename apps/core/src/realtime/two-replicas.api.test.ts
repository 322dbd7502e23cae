import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccount, TRealtimeDelivery } from '@openportal/contract';
import { openDatabase, type Db } from '@openportal/db';
import { buildCore, type Core } from '../app.ts';
import { parseCoreConfig } from '../config.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { openRealtimeStream, testChannel } from './realtime-testing.ts';

const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const TRANSFERS = 20;

if (!REDIS_URL || !DATABASE_URL)
  console.warn(
    'two-replicas.api.test: skipped, it needs REDIS_URL and DATABASE_URL (two cores on one PostgreSQL and one Redis; .ci/run sets both)',
  );

/**
 * Two core replicas on one PostgreSQL database and one Redis, each with its own connection
 * pool: A answers the calls, and B's realtime stream (what a gateway attached to B reads)
 * hears every event A's commits announce, BalanceChanged with the new balances.
 */
describe.skipIf(!REDIS_URL || !DATABASE_URL)('realtime across two core replicas (PostgreSQL + Redis)', () => {
  const channel = testChannel();
  let a: TestCore;
  let bDb: Db;
  let b: Core;
  let auth: Record<string, string>;
  let bJobs = '';
  beforeAll(async () => {
    a = await startTestCore({ REDIS_URL: REDIS_URL!, REALTIME_REDIS_CHANNEL: channel, BRANDS_DIR: brandsDir });
    await seedDemo(a.db, brandsDir);
    const path = (await a.db.query<{ search_path: string }>('SHOW search_path')).rows[0]!.search_path;
    const sep = DATABASE_URL!.includes('?') ? '&' : '?';
    bDb = await openDatabase({
      url: `${DATABASE_URL}${sep}options=${encodeURIComponent(`-c search_path=${path}`)}`,
      poolSize: 4,
    });
    bJobs = `${path}_jobs_b`;
    const config = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'false', BRANDS_DIR: brandsDir };
    b = await buildCore(
      parseCoreConfig({ ...config, JOBS_SCHEMA: bJobs, REDIS_URL: REDIS_URL!, REALTIME_REDIS_CHANNEL: channel }),
      { db: bDb, sendMail: async () => undefined, sendSms: async () => undefined },
    );
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    auth = {
      authorization: `Bearer ${(await signIn(a, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}`,
    };
  });
  afterAll(async () => {
    await b?.close();
    if (bJobs) await bDb?.exec(`DROP SCHEMA IF EXISTS ${bJobs} CASCADE`);
    await bDb?.close();
    await a?.close();
  });

  it("an event written on A reaches B's stream, every one of a bounded run, balances included", async () => {
    await expect.poll(() => b.realtime.healthy() && a.core.realtime.healthy()).toBe(true);
    const address = b.app.server.address() as { port: number };
    const stream = await openRealtimeStream(`http://127.0.0.1:${address.port}`);
    try {
      const accounts = (await callMethod(a, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
      const [from, to] = accounts.filter((x) => x.currencyCode === 'USD');
      const started = Date.now();
      for (let n = 0; n < TRANSFERS; n++) {
        const r = await callMethod(
          a,
          'transferBetweenAccounts',
          { toAmount: '0.10', currency: 'USD', fromAccount: from!.accountId, toAccount: to!.accountId },
          { ...auth, 'idempotency-key': `two-replicas-${n}` },
        );
        expect(r.body.responseCode).toBe('00');
      }
      const ofType = (type: string) => stream.heard.filter((d) => d.event.type === type);
      await expect.poll(() => ofType('TransactionCreated').length).toBe(TRANSFERS);
      await expect.poll(() => ofType('BalanceChanged').length).toBe(TRANSFERS);
      console.info(`two replicas: ${TRANSFERS * 2} events from A heard on B in ${Date.now() - started} ms, 0 lost`);
      // The last BalanceChanged has the balances balanceInquiry now answers, with growing versions.
      const now = (await callMethod(a, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
      const changes = ofType('BalanceChanged').map(
        (d) => d.event as Extract<TRealtimeDelivery['event'], { type: 'BalanceChanged' }>,
      );
      const last = changes.at(-1)!.balances!;
      for (const u of last) expect(u.balance).toBe(now.find((x) => x.accountId === u.accountId)!.balance);
      // One publisher per replica keeps its order: the versions of the payer's account only grow.
      const versions = changes.map((c) => c.balances!.find((u) => u.accountId === from!.accountId)!.version);
      expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);
    } finally {
      stream.close();
    }
  }, 180_000);
});
