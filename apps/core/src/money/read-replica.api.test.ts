import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, REST_CALLS, type TAccount } from '@openportal/contract';
import { APPLICATION_NAMES, buildCore, type Core } from '../app.ts';
import { parseCoreConfig } from '../config.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { postgresBinaries, startStreamingPair, type TStreamingPair } from '../testing/pg-streaming-pair.ts';
import { callMethod, onBrand, signIn, type TestCore } from '../test-support.ts';
import { previousMonth, writeMonthlyStatements } from './exports/statements.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const binaries = postgresBinaries();
const skipped = !process.env.DATABASE_URL
  ? 'it runs with the PostgreSQL suites (DATABASE_URL set; .ci/run sets it), on two scratch clusters of its own'
  : 'missing' in binaries
    ? `it needs ${binaries.missing} to start a primary and a streaming standby`
    : undefined;
if (skipped) console.warn(`read-replica.api.test: skipped, ${skipped}`);

/**
 * DATABASE_READ_URL: core on a scratch primary, its read pool on a hot standby streaming from it.
 * With the standby's WAL replay paused, a transfer commits on the primary (balances read there
 * show it) while history, transaction detail, statements and a history export's rows, all read on
 * the standby, do not yet; resumed, they catch up. The standby's sessions are the read pool's.
 */
describe.skipIf(skipped)('history and statements from a streaming replica (DATABASE_READ_URL)', () => {
  let pair: TStreamingPair;
  let core: Core;
  let t: TestCore;
  let auth: Record<string, string>;
  beforeAll(async () => {
    pair = await startStreamingPair((binaries as { dir: string }).dir);
    const env = {
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JOBS: 'false',
      CHECK_ANSWERS: 'true',
      BRANDS_DIR: brandsDir,
    };
    core = await buildCore(
      parseCoreConfig({ ...env, DATABASE_URL: pair.primaryUrl, DATABASE_READ_URL: pair.standbyUrl }),
      { sendMail: async () => undefined, sendSms: async () => undefined },
    );
    t = { core, db: core.db, mails: [], sms: [], jobsSchema: 'pgboss', close: () => core.close() };
    await seedDemo(core.db, brandsDir);
    auth = {
      authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}`,
    };
  }, 180_000);
  afterAll(async () => {
    await core?.close();
    await pair?.stop();
  }, 60_000);

  const call = (method: string, body: object, headers: Record<string, string> = {}) =>
    callMethod(t, method, body, { ...auth, ...headers });
  const historyTotal = async () => (await call('historyGet', {})).body.total as number;
  const detail = async (transactionId: string) => {
    const url = fillPath(REST_CALLS.transactionDetailGet.path, { transactionId });
    return (await core.app.inject({ method: 'GET', url, headers: onBrand(auth) })).json() as { responseCode: string };
  };
  /** Waits until the standby replayed everything the primary wrote so far. */
  const caughtUp = async () => {
    const lsn = (await core.db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]!.lsn;
    await expect
      .poll(() => pair.standbySql(`SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn`), { timeout: 30_000 })
      .toBe('t');
  };
  const sessions = async (sql: (q: string) => Promise<string>, name: string) =>
    Number(await sql(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = '${name}'`));

  it('reads history, detail, statements and exports on the standby; writes and balances on the primary', async () => {
    const accounts = (await call('balanceInquiry', {})).body.accounts as TAccount[];
    const [from, to] = accounts.filter((a) => a.currencyCode === 'USD');
    const customerId = (
      await core.db.query<{ c: string }>('SELECT customer_id AS c FROM ledger_accounts WHERE id = $1::int8', [
        String(from!.accountId),
      ])
    ).rows[0]!.c;
    await caughtUp();
    const before = await historyTotal();
    expect(before).toBeGreaterThan(0);
    await pair.standbySql('SELECT pg_wal_replay_pause()');

    // A write: committed on the primary, whose balances show it at once.
    const moved = await call(
      'transferBetweenAccounts',
      { toAmount: '1.25', currency: 'USD', fromAccount: from!.accountId, toAccount: to!.accountId },
      { 'idempotency-key': 'read-replica-1' },
    );
    expect(moved.body.responseCode).toBe('00');
    const after = (await call('balanceInquiry', {})).body.accounts as TAccount[];
    expect(after.find((a) => a.accountId === from!.accountId)!.balance).not.toBe(from!.balance);
    const newest = (
      await core.db.query<{ id: string }>(
        'SELECT transaction_id::text AS id FROM ledger_entries WHERE account_id = $1::int8 ORDER BY id DESC LIMIT 1',
        [String(from!.accountId)],
      )
    ).rows[0]!.id;
    // This month's statements (the demo accounts are new): the month before the next one's first day.
    const now = new Date();
    const month = previousMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
    const statements = await writeMonthlyStatements(core.db, core.outbox, month, customerId);

    // Reads on the paused standby do not see it yet (the replica-lag consequence, docs/SCALING.md).
    expect(await historyTotal()).toBe(before);
    expect((await detail(newest)).responseCode).toBe('IM');
    expect((await call('historyExportList', {})).body.total).toBe(0);
    // An export's row is the primary's (read-your-write); the rows of its file come from the standby.
    const exportId = (await call('historyExportStart', { format: 'csv' })).body.exportId as string;
    expect((await call('historyExportStatus', { exportId })).body.export).toMatchObject({ status: 'pending' });
    await core.drainOutbox();
    expect((await call('historyExportStatus', { exportId })).body.export).toMatchObject({
      status: 'ready',
      rowsTotal: before,
    });
    // The standby's client sessions are the read pool's, none of the primary pool's (and the
    // primary has none of the read pool's); the read pool refuses a write (a failed query's
    // session is dropped, so this comes last).
    expect(await sessions(pair.standbySql, APPLICATION_NAMES.read)).toBeGreaterThan(0);
    expect(await sessions(pair.standbySql, APPLICATION_NAMES.primary)).toBe(0);
    const onPrimary = (q: string) => core.db.query<{ n: string }>(q).then((r) => String(r.rows[0]!.n));
    expect(await sessions(onPrimary, APPLICATION_NAMES.read)).toBe(0);
    expect(await sessions(onPrimary, APPLICATION_NAMES.primary)).toBeGreaterThan(0);
    await expect(core.readDb.query('CREATE TABLE refused (n int)')).rejects.toThrow(/read-only/);

    await pair.standbySql('SELECT pg_wal_replay_resume()');
    await caughtUp();
    expect(await historyTotal()).toBeGreaterThan(before);
    expect((await call('historyGet', {})).body.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ transactionId: newest })]),
    );
    expect((await detail(newest)).responseCode).toBe('00');
    expect(statements).toBeGreaterThan(0);
    expect((await call('historyExportList', {})).body.total).toBe(statements);
  }, 180_000);
});
