import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import {
  checkInvariants,
  getAccounts,
  getTransaction,
  migrateLedger,
  openAccount,
  postTransaction,
  systemAccount,
  type TLedgerAccount,
  type TPostOutcome,
  type TPostRequest,
} from '@openportal/ledger';
import { ledgerJobs } from './ledger-jobs.ts';
import { startJobRunner, type JobRunner } from './runner.ts';
import { DB_KIND, openTestDb } from './test-db.ts';

describe(`ledger housekeeping jobs (${DB_KIND})`, () => {
  let t: Awaited<ReturnType<typeof openTestDb>>;
  let db: Db;
  let runner: JobRunner;
  let now = new Date();
  const expired: TPostOutcome[] = [];

  const post = async (req: Partial<TPostRequest> & Pick<TPostRequest, 'moves'>) => {
    const r = await db.transaction((tx) =>
      postTransaction(tx, { idempotencyScope: 'jobs-test', idempotencyKey: randomUUID(), type: 'external', ...req }),
    );
    if (!r.ok) throw new Error(r.error);
    return r.value.transaction.transactionId;
  };
  const funded = async (amountMinor: bigint) => {
    const r = await openAccount(db, { customerId: `c-${randomUUID()}`, currency: 'USD', type: 1001 });
    if (!r.ok) throw new Error(r.error);
    const world = await systemAccount(db, 'world', 'USD');
    await post({
      type: 'deposit',
      moves: [{ fromAccountId: world.accountId, toAccountId: r.value.accountId, amountMinor }],
    });
    return r.value;
  };
  const held = async (a: TLedgerAccount) => (await getAccounts(db, [a.accountId]))[0]!.heldMinor;
  /** Runs a recurring job now, as its cron occurrence would, through the runner's queue. */
  const runJob = async (name: string) => {
    await runner.boss.send(`recurring.${name}`, {});
    expect(await runner.drainOnce()).toBe(1);
  };

  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
    await migrateLedger(db);
    runner = await startJobRunner(
      db,
      {},
      {
        schema: t.bossSchema(),
        work: false,
        recurring: ledgerJobs({
          now: () => now,
          holdBatch: 2,
          holdRounds: 2,
          pruneBatch: 2,
          pruneRounds: 1,
          idempotencyRetentionDays: 30,
          onHoldExpired: async (o) => void expired.push(o),
        }),
      },
    );
  });
  afterAll(async () => {
    await runner.stop();
    await t.close();
  });

  it('are scheduled every minute', async () => {
    const schedules = await runner.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      ['recurring.ledger-expire-holds', '* * * * *'],
      ['recurring.ledger-prune-idempotency', '* * * * *'],
    ]);
  });

  it('releases pending holds past their expiry, at most batch × rounds per run, and keeps the rest', async () => {
    now = new Date();
    const a = await funded(1_000n);
    const rail = await systemAccount(db, 'rail-wire', 'USD');
    const hold = (amountMinor: bigint, expiresAt: Date) =>
      post({
        pending: true,
        expiresAt,
        moves: [{ fromAccountId: a.accountId, toAccountId: rail.accountId, amountMinor }],
      });
    const past = new Date(now.getTime() - 60_000);
    const old = [await hold(100n, past), await hold(100n, past), await hold(100n, past), await hold(100n, past)];
    const lastOld = await hold(100n, past);
    const future = await hold(50n, new Date(now.getTime() + 3_600_000));
    expect(await held(a)).toBe(550n);

    await runJob('ledger-expire-holds');
    expect(expired).toHaveLength(4);
    expect(await held(a)).toBe(150n);
    await runJob('ledger-expire-holds');
    expect(expired).toHaveLength(5);
    expect(await held(a)).toBe(50n);
    for (const id of [...old, lastOld]) expect((await getTransaction(db, id))?.status).toBe('rejected');
    expect((await getTransaction(db, future))?.status).toBe('pending');

    now = new Date(now.getTime() + 2 * 3_600_000);
    await runJob('ledger-expire-holds');
    expect((await getTransaction(db, future))?.status).toBe('rejected');
    expect(await held(a)).toBe(0n);
    expect(await checkInvariants(db, [a.accountId])).toEqual([]);
  });

  it('deletes idempotency keys older than the retention, a bounded number per run', async () => {
    now = new Date();
    const a = await funded(100n);
    const b = await systemAccount(db, 'rail-wire', 'USD');
    const keys = ['old-1', 'old-2', 'old-3', 'new-1'].map((k) => `${k}-${randomUUID()}`);
    for (const key of keys)
      await post({
        idempotencyKey: key,
        moves: [{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 1n }],
      });
    await db.query(
      `UPDATE ledger_idempotency SET created_at = now() - interval '31 days' WHERE key = ANY($1::text[])`,
      [keys.slice(0, 3)],
    );
    const left = async () =>
      (await db.query<{ key: string }>('SELECT key FROM ledger_idempotency WHERE key = ANY($1::text[])', [keys])).rows
        .map((r) => r.key)
        .sort();
    // Earlier tests' keys are recent: only these three are old enough, two go per run.
    await runJob('ledger-prune-idempotency');
    expect(await left()).toHaveLength(2);
    await runJob('ledger-prune-idempotency');
    expect(await left()).toEqual([keys[3]]);
    // A retried request with a pruned key is a new request: the retention must outlast client retries.
    expect(await checkInvariants(db, [a.accountId])).toEqual([]);
  });
});
