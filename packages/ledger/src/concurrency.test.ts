import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { getAccounts, setAccountStatus } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { postPending, voidPending } from './pending.ts';
import { postTransaction } from './post.ts';
import { withTransientRetry } from './retry.ts';
import { customerAccount, DB_KIND, fund, openTestLedger, random } from './test-support.ts';
import type { TLedgerAccount, TLedgerResult, TPostOutcome, TPostRequest } from './types.ts';

const ACCOUNTS = 5;
const WORKERS = 8;
const OPS_PER_WORKER = 30;
const FUNDING = 4_000n;
const SEED = Number(process.env.LEDGER_TEST_SEED ?? 20240501);

interface Applied {
  from: bigint;
  to: bigint;
  amountMinor: bigint;
}

describe(`money under concurrency, crashes and retries (${DB_KIND}, seed ${SEED})`, () => {
  let db: Db;
  let accounts: TLedgerAccount[];
  const scope = `concurrency-${randomUUID()}`;
  const applied: Applied[] = [];
  const committedIds = new Set<string>();

  beforeAll(async () => {
    db = await openTestLedger();
    accounts = [];
    for (let i = 0; i < ACCOUNTS; i++) accounts.push(await customerAccount(db, 'EUR', i < 2 ? -500n : 0n));
    for (const a of accounts) await fund(db, a, FUNDING);
  });

  /** One database transaction, retried on deadlock or serialization failure. */
  const inTx = (fn: Parameters<Db['transaction']>[0]) => withTransientRetry(() => db.transaction(fn));

  /** A client that may crash before commit, then retries with the same key, and sometimes retries a success too. */
  async function submit(req: TPostRequest, rnd: () => number): Promise<TLedgerResult<TPostOutcome>> {
    if (rnd() < 0.2) {
      await expect(
        inTx(async (tx) => {
          await postTransaction(tx, req);
          throw new Error('crash before commit');
        }),
      ).rejects.toThrow('crash before commit');
    }
    const r = (await inTx((tx) => postTransaction(tx, req))) as TLedgerResult<TPostOutcome>;
    if (r.ok && rnd() < 0.2) {
      const again = (await inTx((tx) => postTransaction(tx, req))) as TLedgerResult<TPostOutcome>;
      expect(again).toMatchObject({
        ok: true,
        value: { replayed: true, transaction: { transactionId: r.value.transaction.transactionId } },
      });
    }
    return r;
  }

  async function worker(seed: number): Promise<void> {
    const rnd = random(seed);
    for (let n = 0; n < OPS_PER_WORKER; n++) {
      const from = accounts[Math.floor(rnd() * ACCOUNTS)]!;
      const others = accounts.filter((a) => a !== from);
      const to = others[Math.floor(rnd() * others.length)]!;
      const amountMinor = BigInt(1 + Math.floor(rnd() * 3_000));
      const pending = rnd() < 0.25;
      const req: TPostRequest = {
        idempotencyScope: scope,
        idempotencyKey: `${seed}-${n}`,
        type: 'p2p',
        pending,
        moves: [{ fromAccountId: from.accountId, toAccountId: to.accountId, amountMinor }],
      };
      const r = await submit(req, rnd);
      if (!r.ok) {
        expect(r.error).toBe('insufficientFunds');
        continue;
      }
      const id = r.value.transaction.transactionId;
      expect(committedIds.has(id)).toBe(false);
      committedIds.add(id);
      if (!pending) applied.push({ from: from.accountId, to: to.accountId, amountMinor });
      else if (rnd() < 0.5) {
        expect((await inTx((tx) => postPending(tx, id))) as TLedgerResult<TPostOutcome>).toMatchObject({ ok: true });
        applied.push({ from: from.accountId, to: to.accountId, amountMinor });
      } else
        expect((await inTx((tx) => voidPending(tx, id))) as TLedgerResult<TPostOutcome>).toMatchObject({ ok: true });
    }
  }

  it('creates and loses no money and applies no transfer twice', { timeout: 60_000 }, async () => {
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(SEED + w)));
    const ids = accounts.map((a) => a.accountId);
    expect(await checkInvariants(db, ids)).toEqual([]);

    const expected = new Map(ids.map((id) => [id, FUNDING]));
    for (const m of applied) {
      expected.set(m.from, expected.get(m.from)! - m.amountMinor);
      expected.set(m.to, expected.get(m.to)! + m.amountMinor);
    }
    const actual = await getAccounts(db, ids);
    expect(actual.map((a) => [a.accountId, a.postedMinor, a.heldMinor])).toEqual(
      ids.map((id) => [id, expected.get(id), 0n]),
    );
    expect(actual.reduce((sum, a) => sum + a.postedMinor, 0n)).toBe(FUNDING * BigInt(ACCOUNTS));

    const keys = await db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM ledger_idempotency WHERE scope = $1', [
      scope,
    ]);
    expect(Number(keys.rows[0]!.n)).toBe(committedIds.size);
    const txs = await db.query<{ n: bigint }>(
      `SELECT count(DISTINCT e.transaction_id)::int8 AS n FROM ledger_entries e WHERE e.type = 'p2p' AND e.account_id = ANY($1::int8[])`,
      [ids.map(String)],
    );
    expect(Number(txs.rows[0]!.n)).toBe(committedIds.size);
    expect(applied.length).toBeGreaterThan(WORKERS * 5);
  });

  it('lets exactly as many racing debits through as the balance covers', async () => {
    const [a, b] = [await customerAccount(db, 'EUR'), await customerAccount(db, 'EUR')];
    await fund(db, a, 100n);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inTx((tx) =>
          postTransaction(tx, {
            idempotencyScope: scope,
            idempotencyKey: `race-${a.accountId}-${i}`,
            type: 'p2p',
            moves: [{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 30n }],
          }),
        ),
      ),
    );
    expect(results.filter((r) => (r as TLedgerResult<TPostOutcome>).ok)).toHaveLength(3);
    expect((await getAccounts(db, [a.accountId]))[0]!.postedMinor).toBe(10n);
  });

  it.runIf(DB_KIND === 'postgres')(
    'refuses a credit that waited for the lock while the account was being closed',
    async () => {
      const [a, b] = [await customerAccount(db, 'EUR'), await customerAccount(db, 'EUR')];
      await fund(db, a, 100n);
      let transfer: Promise<unknown> | undefined;
      await db.transaction(async (tx) => {
        expect(await setAccountStatus(tx, b.accountId, 'closed')).toMatchObject({ ok: true });
        transfer = db.transaction((t2) =>
          postTransaction(t2, {
            idempotencyScope: scope,
            idempotencyKey: `close-${b.accountId}`,
            type: 'p2p',
            moves: [{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 10n }],
          }),
        );
        for (let i = 0; i < 200 && !(await waitingOnLock()); i++) await new Promise((r) => setTimeout(r, 10));
      });
      expect(await transfer).toMatchObject({ ok: false, error: 'closedAccount' });
      expect((await getAccounts(db, [a.accountId]))[0]!.postedMinor).toBe(100n);
    },
  );

  /** True when some session waits for a balance-row lock (the transfer above). */
  async function waitingOnLock(): Promise<boolean> {
    const r = await db.query<{ n: bigint }>(
      `SELECT count(*)::int8 AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM ledger_balances%FOR UPDATE%'`,
    );
    return Number(r.rows[0]!.n) > 0;
  }
});
