import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@openportal/db';
import { getAccounts, systemAccount } from './accounts.ts';
import { createBatchWriter, type TBatchWriter } from './batch-writer.ts';
import { postFxTransaction } from './fx.ts';
import { checkInvariants } from './invariants.ts';
import { postPending, voidExpiredPending, voidPending } from './pending.ts';
import { reverseTransaction } from './reverse.ts';
import { postTransaction } from './post.ts';
import { withTransientRetry } from './retry.ts';
import { customerAccount, DB_KIND, fund, openTestLedger, random } from './test-support.ts';
import type { TLedgerAccount, TLedgerResult, TPostOutcome, TPostRequest } from './types.ts';

/**
 * Jepsen's bank test: workers move money between accounts (same-currency transfers with and
 * without fee legs, FX, holds approved (posted), denied (voided), expired (swept by
 * voidExpiredPending while the others run) or posted in parts, reversals of transfers) while
 * others read every balance in one snapshot. Every read must sum to the
 * fixed total per currency. LEDGER_BANK_OPS (default 6,000 so CI stays within its budget; the 20,000 with LEDGER_BANK_OPS=20000) and LEDGER_TEST_SEED repeat it.
 */
const OPS = Number(process.env.LEDGER_BANK_OPS ?? 6_000);
const WORKERS = 32;
const SEED = Number(process.env.LEDGER_TEST_SEED ?? 20240501);
const FUNDING = 50_000n;
const CURRENCIES = ['EUR', 'USD'] as const;

// Once with postTransaction per database transaction, once with transfers and holds through
// the set-based batch writer (ledger_post_batch).
describe.each([
  ['postTransaction', OPS],
  ['batch writer', OPS],
] as const)(`bank test (${DB_KIND}, %s, %i operations, ${WORKERS} workers, seed ${SEED})`, (via, ops) => {
  let db: Db;
  let own: Db | undefined;
  let accounts: TLedgerAccount[];
  let system: TLedgerAccount[];
  const run = randomUUID();
  const fxCode = `fx-bank-${run}`;
  const feeCode = `fees-bank-${run}`;
  const counts = {
    transfer: 0,
    fx: 0,
    hold: 0,
    partial: 0,
    expired: 0,
    reversal: 0,
    swept: 0,
    read: 0,
    refused: 0,
    retried: 0,
  };
  let writer: TBatchWriter | undefined;

  beforeAll(async () => {
    // 32 workers need 32 connections on a server; PGlite has one and queues them.
    own = process.env.DATABASE_URL
      ? await openDatabase({ url: process.env.DATABASE_URL, poolSize: WORKERS })
      : undefined;
    db = own ?? (await openTestLedger());
    await openTestLedger();
    accounts = [];
    for (let i = 0; i < 20; i++)
      accounts.push(await customerAccount(db, CURRENCIES[i % 2]!, i < 4 ? -5_000n : 0n, `bank-${run}-${i}`));
    for (const a of accounts) await fund(db, a, FUNDING);
    system = [];
    for (const c of CURRENCIES) system.push(await systemAccount(db, fxCode, c), await systemAccount(db, feeCode, c));
    if (via === 'batch writer') writer = createBatchWriter(db, { lanes: 4, maxBatch: 64 });
  });
  afterAll(async () => {
    await writer?.close();
    await own?.close();
  });

  const inTx = <T>(fn: Parameters<Db['transaction']>[0]) =>
    withTransientRetry(async () => {
      try {
        return (await db.transaction(fn)) as T;
      } catch (e) {
        counts.retried++;
        throw e;
      }
    });

  const post = (req: TPostRequest) =>
    writer ? writer.post(req) : inTx<TLedgerResult<TPostOutcome>>((tx) => postTransaction(tx, req));

  /** Every balance in one repeatable-read snapshot: customer rows plus system-account entries. */
  async function snapshotRead(): Promise<void> {
    const ids = accounts.map((a) => a.accountId.toString());
    const sysIds = system.map((a) => a.accountId.toString());
    const rows = await db.transaction(
      (tx) =>
        tx.query<{ currency: string; total: bigint; below: bigint }>(
          `SELECT a.currency, sum(x.posted)::int8 AS total, count(*) FILTER (WHERE x.available < a.floor_minor)::int8 AS below
           FROM (SELECT account_id, posted_minor AS posted, posted_minor - held_minor AS available FROM ledger_balances WHERE account_id = ANY($1::int8[])
                 UNION ALL
                 SELECT account_id, sum(amount_minor), NULL FROM ledger_entries WHERE account_id = ANY($2::int8[]) AND posted_at IS NOT NULL GROUP BY account_id) x
           JOIN ledger_accounts a ON a.id = x.account_id GROUP BY a.currency ORDER BY a.currency`,
          [ids, sysIds],
        ),
      { isolation: 'repeatable read' },
    );
    const perCurrency = FUNDING * BigInt(accounts.length / 2);
    expect(rows.rows.map((r) => [r.currency, BigInt(r.total), Number(r.below)])).toEqual([
      ['EUR', perCurrency, 0],
      ['USD', perCurrency, 0],
    ]);
    counts.read++;
  }

  async function operation(rnd: () => number, key: string): Promise<void> {
    const pick = (list: TLedgerAccount[]) => list[Math.floor(rnd() * list.length)]!;
    const from = pick(accounts);
    const same = accounts.filter((a) => a.currency === from.currency && a !== from);
    const other = accounts.filter((a) => a.currency !== from.currency);
    const amountMinor = BigInt(1 + Math.floor(rnd() * 4_000));
    const scope = from.customerId!;
    const kind = rnd();
    let r: TLedgerResult<TPostOutcome>;
    if (kind < 0.15) return snapshotRead();
    if (kind < 0.55) {
      counts.transfer++;
      const fee =
        rnd() < 0.3
          ? [
              {
                fromAccountId: from.accountId,
                toAccountId: system[from.currency === 'EUR' ? 1 : 3]!.accountId,
                amountMinor: 7n,
                type: 'fees' as const,
              },
            ]
          : [];
      r = await post({
        idempotencyScope: scope,
        idempotencyKey: key,
        type: 'p2p',
        moves: [{ fromAccountId: from.accountId, toAccountId: pick(same).accountId, amountMinor }, ...fee],
      });
    } else if (kind < 0.7) {
      counts.fx++;
      r = await inTx((tx) =>
        postFxTransaction(tx, {
          idempotencyScope: scope,
          idempotencyKey: key,
          fromAccountId: from.accountId,
          toAccountId: pick(other).accountId,
          // selling 1 minor unit at a rate near 1 minus the spread buys nothing, which is
          // refused as invalidParams: sell at least 2 (rates here are >= 0.90)
          ...(rnd() < 0.5 ? { sellAmountMinor: amountMinor + 1n } : { buyAmountMinor: amountMinor }),
          rate: from.currency === 'EUR' ? `1.0${Math.floor(rnd() * 1000)}` : `0.9${Math.floor(rnd() * 1000)}`,
          spreadBps: Math.floor(rnd() * 50),
          feeMinor: rnd() < 0.3 ? 11n : 0n,
          fxAccountCode: fxCode,
          feeAccountCode: feeCode,
        }),
      );
    } else if (kind < 0.9) {
      counts.hold++;
      const way = rnd();
      const expired = way < 0.15;
      r = await post({
        idempotencyScope: scope,
        idempotencyKey: key,
        type: 'external',
        pending: true,
        ...(expired ? { expiresAt: new Date(Date.now() - 1000) } : {}),
        moves: [{ fromAccountId: from.accountId, toAccountId: pick(same).accountId, amountMinor }],
      });
      if (r.ok && expired) counts.expired++;
      else if (r.ok) await settleHold(rnd, way, r.value.transaction.transactionId, amountMinor);
    } else {
      counts.reversal++;
      r = await post({
        idempotencyScope: scope,
        idempotencyKey: key,
        type: 'p2p',
        moves: [{ fromAccountId: from.accountId, toAccountId: pick(same).accountId, amountMinor }],
      });
      if (r.ok) {
        const id = r.value.transaction.transactionId;
        const undone = await inTx<TLedgerResult<TPostOutcome>>((tx) => reverseTransaction(tx, { transactionId: id }));
        if (!undone.ok) expect(undone.error).toBe('insufficientFunds');
      }
    }
    if (rnd() < 0.02) {
      const swept = await voidExpiredPending(db, new Date(), 50);
      counts.swept += swept.length;
    }
    if (!r.ok) {
      expect(r.error).toBe('insufficientFunds');
      counts.refused++;
    }
  }

  /** Approved (posted whole), denied (voided), or posted in one to three parts, the last final or a void. */
  async function settleHold(rnd: () => number, way: number, id: string, amountMinor: bigint): Promise<void> {
    const settle = (fn: Parameters<Db['transaction']>[0]) => inTx<TLedgerResult<TPostOutcome>>(fn);
    if (way < 0.45) {
      expect(await settle((tx) => postPending(tx, id))).toMatchObject({ ok: true, value: { replayed: false } });
      return;
    }
    if (way < 0.65) {
      expect(await settle((tx) => voidPending(tx, id))).toMatchObject({ ok: true, value: { replayed: false } });
      return;
    }
    counts.partial++;
    let left = amountMinor;
    const parts = 1 + Math.floor(rnd() * 3);
    for (let n = 1; n <= parts && left > 0n; n++) {
      const last = n === parts;
      const part = last && rnd() < 0.3 ? left : BigInt(1 + Math.floor(rnd() * Number(left)));
      const r = await settle((tx) => postPending(tx, id, { amountMinor: part, final: last && rnd() < 0.7 }));
      expect(r).toMatchObject({ ok: true, value: { replayed: false } });
      // A first part of the whole amount posts the hold itself; any other is a part of it.
      if (r.ok) expect([r.value.transaction.settlesId, r.value.transaction.transactionId]).toContain(id);
      left -= part;
    }
    const hold = await db.query<{ status: string }>('SELECT status FROM ledger_transactions WHERE id = $1', [id]);
    if (hold.rows[0]!.status === 'pending')
      expect(await settle((tx) => voidPending(tx, id))).toMatchObject({ ok: true, value: { replayed: false } });
  }

  it(
    'keeps every snapshot summing to the fixed total per currency',
    { timeout: Math.max(600_000, ops * 90) },
    async () => {
      let next = 0;
      const worker = async (w: number) => {
        const rnd = random(SEED * 100 + w);
        for (let n = next++; n < ops; n = next++) await operation(rnd, `${run}-${n}`);
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      for (let swept = 1; swept > 0;) {
        swept = (await voidExpiredPending(db, new Date(), 1000)).length;
        counts.swept += swept;
      }
      const seconds = (performance.now() - t0) / 1000;
      console.log(`bank test ${DB_KIND} (${via}): ${ops} ops in ${seconds.toFixed(1)} s`, counts);
      await snapshotRead();
      const ids = [...accounts, ...system].map((a) => a.accountId);
      expect(await checkInvariants(db, ids)).toEqual([]);
      const sums = await db.query<{ currency: string; debits: bigint; credits: bigint }>(
        `SELECT currency, -sum(amount_minor) FILTER (WHERE amount_minor < 0)::int8 AS debits,
         sum(amount_minor) FILTER (WHERE amount_minor > 0)::int8 AS credits
       FROM ledger_entries WHERE transaction_id IN (SELECT transaction_id FROM ledger_entries WHERE account_id = ANY($1::int8[]))
         AND posted_at IS NOT NULL GROUP BY currency`,
        [ids.map(String)],
      );
      for (const s of sums.rows) expect(BigInt(s.debits)).toBe(BigInt(s.credits));
      for (const a of await getAccounts(
        db,
        accounts.map((x) => x.accountId),
      )) {
        expect(a.heldMinor).toBe(0n);
        expect(a.availableMinor >= a.floorMinor!).toBe(true);
      }
      expect(counts.read).toBeGreaterThan(0);
      expect(counts.transfer + counts.fx + counts.hold - counts.refused).toBeGreaterThan(ops / 4);
      expect(counts.swept).toBe(counts.expired);
      expect(Math.min(counts.partial, counts.expired, counts.reversal)).toBeGreaterThan(0);
    },
  );
});
