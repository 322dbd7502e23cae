import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { getAccounts, setAccountStatus, systemAccount } from './accounts.ts';
import { createBatchWriter } from './batch-writer.ts';
import { checkInvariants } from './invariants.ts';
import { postPending } from './pending.ts';
import { postBatch } from './post-batch.ts';
import { postTransaction } from './post.ts';
import { reverseTransaction } from './reverse.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger, random } from './test-support.ts';
import { getTransaction } from './transactions.ts';
import type { TLedgerAccount, TLedgerResult, TPostOutcome, TPostRequest } from './types.ts';

const transfer = (from: TLedgerAccount, to: TLedgerAccount, amountMinor: bigint, extra: Partial<TPostRequest> = {}) =>
  moveRequest([{ fromAccountId: from.accountId, toAccountId: to.accountId, amountMinor }], extra);

function value(r: TLedgerResult<TPostOutcome> | undefined): TPostOutcome {
  if (!r?.ok) throw new Error(`refused: ${r?.error} ${r?.detail ?? ''}`);
  return r.value;
}

describe(`postBatch: a batch of transfers in one statement (${DB_KIND})`, () => {
  let db: Db;
  const balance = async (a: TLedgerAccount) => (await getAccounts(db, [a.accountId]))[0]!.postedMinor;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('writes what postTransaction writes: the outcome equals the stored transaction, history and reversal work', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    const fees = await systemAccount(db, 'fees', 'USD');
    await fund(db, a, 10_000n);
    const req = moveRequest(
      [
        { fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 2_500n },
        { fromAccountId: a.accountId, toAccountId: fees.accountId, amountMinor: 50n, type: 'fees' },
      ],
      { description: 'rent', metadata: { note: 'May', n: 3 } },
    );
    const [r] = await postBatch(db, [req]);
    const out = value(r);
    expect(out.replayed).toBe(false);
    expect(out.touched).toEqual([
      { accountId: a.accountId, customerId: a.customerId },
      { accountId: b.accountId, customerId: b.customerId },
    ]);
    expect(await getTransaction(db, out.transaction.transactionId)).toEqual(out.transaction);
    expect(out.transaction.entries.map((e) => [e.accountId, e.amountMinor, e.type, e.counterpartyAccountId])).toEqual([
      [a.accountId, -2_500n, 'betweenAccounts', b.accountId],
      [b.accountId, 2_500n, 'betweenAccounts', a.accountId],
      [a.accountId, -50n, 'fees', fees.accountId],
      [fees.accountId, 50n, 'fees', a.accountId],
    ]);
    expect([await balance(a), await balance(b)]).toEqual([7_450n, 2_500n]);
    // postTransaction with the same key and request replays the batch's transaction
    const again = value(await db.transaction((tx) => postTransaction(tx, req)));
    expect(again).toEqual({ transaction: out.transaction, replayed: true, touched: [] });
    const reversed = value(
      await db.transaction((tx) => reverseTransaction(tx, { transactionId: out.transaction.transactionId })),
    );
    expect(reversed.transaction.reversesId).toBe(out.transaction.transactionId);
    expect([await balance(a), await balance(b)]).toEqual([10_000n, 0n]);
    expect(await checkInvariants(db, [a.accountId, b.accountId])).toEqual([]);
  });

  it('a mixed batch: replays, changed requests, duplicates within the batch, refusals; the others applied', async () => {
    const [a, b, c] = [await customerAccount(db), await customerAccount(db), await customerAccount(db)];
    const eur = await customerAccount(db, 'EUR');
    const [frozen, closed] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
    await fund(db, frozen, 100n);
    expect((await setAccountStatus(db, frozen.accountId, 'frozen')).ok).toBe(true);
    expect((await setAccountStatus(db, closed.accountId, 'closed')).ok).toBe(true);
    const earlier = transfer(a, b, 10n);
    const first = value(await db.transaction((tx) => postTransaction(tx, earlier)));
    const fresh = transfer(a, c, 20n);
    const missing = 999_999_999_999n;
    const batch = [
      earlier, // 0 replay of a committed request
      { ...earlier, moves: [{ ...earlier.moves[0]!, amountMinor: 11n }] }, // 1 changed request, same key
      fresh, // 2 new
      fresh, // 3 the same request again in the same batch: replays 2
      { ...fresh, description: 'changed' }, // 4 changed request under 2's key
      transfer(a, eur, 5n), // 5 currency mismatch
      transfer(frozen, b, 5n), // 6 frozen: no debit
      transfer(b, frozen, 5n), // 7 frozen: credits allowed
      transfer(a, closed, 5n), // 8 closed
      moveRequest([{ fromAccountId: a.accountId, toAccountId: missing, amountMinor: 5n }]), // 9 not found
      transfer(a, a, 5n), // 10 same account
      transfer(a, b, 0n), // 11 invalid amount
      { ...transfer(a, b, 5n), idempotencyKey: '' }, // 12 missing key
      transfer(c, b, 15n), // 13 c holds 20 from request 2 of this very batch
    ];
    const results = await postBatch(db, batch);
    expect(results.map((r) => (r.ok ? (r.value.replayed ? 'replayed' : 'ok') : r.error))).toEqual([
      'replayed',
      'idempotencyKeyReused',
      'ok',
      'replayed',
      'idempotencyKeyReused',
      'currencyMismatch',
      'frozenAccount',
      'ok',
      'closedAccount',
      'notFound',
      'sameAccount',
      'invalidParams',
      'invalidParams',
      'ok',
    ]);
    expect(value(results[0]).transaction).toEqual(first.transaction);
    expect(value(results[3]).transaction).toEqual(value(results[2]).transaction);
    expect(results[9]).toEqual({ ok: false, error: 'notFound', detail: missing.toString() });
    expect(results[6]).toEqual({ ok: false, error: 'frozenAccount', detail: frozen.accountId.toString() });
    expect([await balance(a), await balance(b), await balance(c), await balance(frozen)]).toEqual([
      970n,
      10n - 5n + 15n,
      5n,
      105n,
    ]);
    // refused requests left their keys unused: a corrected request under request 8's key goes through
    const retry = value(
      (await postBatch(db, [{ ...transfer(a, b, 5n), idempotencyKey: batch[8]!.idempotencyKey }]))[0],
    );
    expect(retry.replayed).toBe(false);
    expect(
      await checkInvariants(
        db,
        [a, b, c, eur, frozen, closed].map((x) => x.accountId),
      ),
    ).toEqual([]);
  });

  it.runIf(DB_KIND === 'postgres')(
    'a key in flight elsewhere is in progress, both ways; the rest applies',
    async () => {
      const [a, b, c, d] = [
        await customerAccount(db),
        await customerAccount(db),
        await customerAccount(db),
        await customerAccount(db),
      ];
      await fund(db, a, 1_000n);
      await fund(db, c, 1_000n);
      // `other` moves between other accounts: the first transaction holds a's and b's rows
      const [req, other, third] = [transfer(a, b, 10n), transfer(c, d, 20n), transfer(a, b, 30n)];
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let wrote!: () => void;
      const written = new Promise<void>((r) => (wrote = r));
      const first = db.transaction(async (tx) => {
        const r = await postTransaction(tx, req);
        wrote();
        await gate;
        return r;
      });
      await written;
      const during = await postBatch(db, [req, other]);
      expect(during.map((r) => (r.ok ? 'ok' : r.error))).toEqual(['idempotencyInProgress', 'ok']);
      release();
      expect(value(await first).replayed).toBe(false);
      expect(value((await postBatch(db, [req]))[0]).replayed).toBe(true);
      // a batch inside a caller's open transaction holds its keys the same way
      let release2!: () => void;
      const gate2 = new Promise<void>((r) => (release2 = r));
      let wrote2!: () => void;
      const written2 = new Promise<void>((r) => (wrote2 = r));
      const batch = db.transaction(async (tx) => {
        const r = await postBatch(tx, [third]);
        wrote2();
        await gate2;
        return r;
      });
      await written2;
      expect(await db.transaction((tx) => postTransaction(tx, third))).toEqual({
        ok: false,
        error: 'idempotencyInProgress',
      });
      release2();
      expect(value((await batch)[0]).replayed).toBe(false);
      expect([await balance(a), await balance(b), await balance(d)]).toEqual([960n, 40n, 20n]);
    },
  );

  it('insufficient funds in the middle of a batch refuses that transfer only', async () => {
    const [payer, payee] = [await customerAccount(db), await customerAccount(db)];
    const overdraft = await customerAccount(db, 'USD', -50n);
    await fund(db, payer, 100n);
    const results = await postBatch(db, [
      transfer(payer, payee, 30n),
      transfer(payer, payee, 50n),
      transfer(payer, payee, 40n), // 20 left: refused
      transfer(payer, payee, 20n),
      transfer(overdraft, payee, 50n), // down to its floor
      transfer(overdraft, payee, 1n), // below it
    ]);
    expect(results.map((r) => (r.ok ? 'ok' : `${r.error}:${r.detail}`))).toEqual([
      'ok',
      'ok',
      `insufficientFunds:${payer.accountId}`,
      'ok',
      'ok',
      `insufficientFunds:${overdraft.accountId}`,
    ]);
    expect([await balance(payer), await balance(payee), await balance(overdraft)]).toEqual([0n, 150n, -50n]);
    expect(await checkInvariants(db, [payer.accountId, payee.accountId, overdraft.accountId])).toEqual([]);
  });

  it('holds: a pending transfer reserves funds, later transfers see them held, postPending settles it', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 100n);
    const [hold, over, rest] = await postBatch(db, [
      transfer(a, b, 70n, { pending: true, expiresAt: new Date(Date.now() + 60_000) }),
      transfer(a, b, 40n),
      transfer(a, b, 30n),
    ]);
    const h = value(hold);
    expect(h.transaction.status).toBe('pending');
    expect(h.touched).toEqual([{ accountId: a.accountId, customerId: a.customerId }]);
    expect(await getTransaction(db, h.transaction.transactionId)).toEqual(h.transaction);
    expect(over).toMatchObject({ ok: false, error: 'insufficientFunds' });
    expect(value(rest).replayed).toBe(false);
    expect((await getAccounts(db, [a.accountId]))[0]).toMatchObject({ postedMinor: 70n, heldMinor: 70n });
    value(await db.transaction((tx) => postPending(tx, h.transaction.transactionId)));
    expect([await balance(a), await balance(b)]).toEqual([0n, 100n]);
    expect(await checkInvariants(db, [a.accountId, b.accountId])).toEqual([]);
  });

  it('hot account: 200 payers paying one merchant in one batch are one balance update', async () => {
    const merchant = await customerAccount(db);
    const payers: TLedgerAccount[] = [];
    for (let i = 0; i < 20; i++) payers.push(await customerAccount(db));
    for (const p of payers) await fund(db, p, 1_000n);
    const results = await postBatch(
      db,
      Array.from({ length: 200 }, (_, i) => transfer(payers[i % 20]!, merchant, 7n)),
    );
    expect(results.every((r) => r.ok && !r.value.replayed)).toBe(true);
    expect(await balance(merchant)).toBe(1_400n);
    const ids = [merchant, ...payers].map((p) => p.accountId);
    expect(await checkInvariants(db, ids)).toEqual([]);
  });

  it('the writer under concurrent load: uniform and hot, every answer right, invariants hold', async () => {
    const accounts: TLedgerAccount[] = [];
    for (let i = 0; i < 30; i++) accounts.push(await customerAccount(db));
    for (const a of accounts) await fund(db, a, 500n);
    const writer = createBatchWriter(db, { lanes: 3, maxBatch: 64 });
    const rnd = random(Number(process.env.LEDGER_TEST_SEED ?? 7));
    const run = randomUUID();
    const requests = Array.from({ length: 1_500 }, (_, i) => {
      const from = accounts[Math.floor(rnd() * 30)]!;
      const to = i % 2 === 0 ? accounts[0]! : accounts[Math.floor(rnd() * 30)]!;
      return { ...transfer(from, to, BigInt(1 + Math.floor(rnd() * 60))), idempotencyKey: `${run}-${i}` };
    });
    const results = await Promise.all(requests.map((r) => writer.post(r)));
    // the same requests again: every accepted one replays, every refused one is tried afresh
    const again = await Promise.all(requests.map((r) => writer.post(r)));
    await writer.close();
    let moved = 0;
    results.forEach((r, i) => {
      if (!r.ok) expect(['insufficientFunds', 'sameAccount']).toContain(r.error);
      else {
        moved++;
        expect(again[i]).toEqual({
          ok: true,
          value: { transaction: r.value.transaction, replayed: true, touched: [] },
        });
      }
    });
    expect(moved).toBeGreaterThan(300);
    const total = (
      await getAccounts(
        db,
        accounts.map((a) => a.accountId),
      )
    ).reduce((s, a) => s + a.postedMinor, 0n);
    expect(total).toBe(30n * 500n);
    expect(
      await checkInvariants(
        db,
        accounts.map((a) => a.accountId),
      ),
    ).toEqual([]);
  });
});
