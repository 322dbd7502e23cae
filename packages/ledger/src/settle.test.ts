import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { getAccounts, systemAccount } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { postPending, settleHolds, voidPending } from './pending.ts';
import { postTransaction } from './post.ts';
import { reverseTransactions } from './reverse.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger } from './test-support.ts';
import { getTransaction } from './transactions.ts';
import type { TLedgerAccount, TMove } from './types.ts';

describe(`holds posted in parts, settled and reversed in batches (${DB_KIND})`, () => {
  let db: Db;
  const view = async (a: TLedgerAccount) => {
    const [x] = await getAccounts(db, [a.accountId]);
    return [x!.postedMinor, x!.heldMinor];
  };
  const hold = async (moves: TMove[]) => {
    const r = await db.transaction((tx) => postTransaction(tx, moveRequest(moves, { type: 'card', pending: true })));
    if (!r.ok) throw new Error(r.error);
    return r.value.transaction.transactionId;
  };
  const healthy = async (...accounts: TLedgerAccount[]) =>
    expect(
      await checkInvariants(
        db,
        accounts.map((a) => a.accountId),
      ),
    ).toEqual([]);
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('posts part of a hold and releases the rest', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
    const id = await hold([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 600n }]);
    const part = await db.transaction((tx) => postPending(tx, id, { amountMinor: 250n, final: true }));
    expect(part).toMatchObject({
      ok: true,
      value: { replayed: false, transaction: { settlesId: id, status: 'completed', type: 'card' } },
    });
    if (!part.ok) return;
    expect(part.value.transaction.entries.map((e) => e.amountMinor)).toEqual([-250n, 250n]);
    expect(part.value.touched.map((t) => t.accountId)).toEqual([a.accountId, b.accountId]);
    expect(await getTransaction(db, part.value.transaction.transactionId)).toEqual(part.value.transaction);
    expect([await view(a), await view(b)]).toEqual([
      [750n, 0n],
      [250n, 0n],
    ]);
    expect(await getTransaction(db, id)).toMatchObject({ status: 'completed' });
    expect(await db.transaction((tx) => voidPending(tx, id))).toMatchObject({ ok: false, error: 'notPending' });
    await healthy(a, b);
  });

  it('posts several parts up to the held amount, never beyond', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
    const id = await hold([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 500n }]);
    expect(await db.transaction((tx) => postPending(tx, id, { amountMinor: 200n }))).toMatchObject({ ok: true });
    expect([await view(a), await view(b)]).toEqual([
      [800n, 300n],
      [200n, 0n],
    ]);
    await healthy(a, b);
    expect(await db.transaction((tx) => postPending(tx, id, { amountMinor: 301n }))).toMatchObject({
      ok: false,
      error: 'invalidParams',
    });
    expect(await getTransaction(db, id)).toMatchObject({ status: 'pending' });
    expect(await db.transaction((tx) => postPending(tx, id, { amountMinor: 300n }))).toMatchObject({ ok: true });
    expect(await getTransaction(db, id)).toMatchObject({ status: 'completed' });
    expect([await view(a), await view(b)]).toEqual([
      [500n, 0n],
      [500n, 0n],
    ]);
    expect(await db.transaction((tx) => postPending(tx, id, { amountMinor: 1n }))).toMatchObject({
      ok: false,
      error: 'notPending',
    });
    await healthy(a, b);
  });

  it('voids what remains after a part, and posts the rest of another', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
    const first = await hold([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 400n }]);
    const second = await hold([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 300n }]);
    await db.transaction((tx) => postPending(tx, first, { amountMinor: 100n }));
    await db.transaction((tx) => postPending(tx, second, { amountMinor: 100n }));
    const [voided, rest] = await db.transaction((tx) =>
      settleHolds(tx, [
        { transactionId: first, action: 'void' },
        { transactionId: second, action: 'post' },
      ]),
    );
    expect(voided).toMatchObject({ ok: true, value: { transaction: { transactionId: first, status: 'completed' } } });
    expect(rest).toMatchObject({ ok: true, value: { transaction: { settlesId: second } } });
    expect([await view(a), await view(b)]).toEqual([
      [600n, 0n],
      [400n, 0n],
    ]);
    await healthy(a, b);
  });

  it('answers a part again for its key, and refuses the key for another part', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
    const id = await hold([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 500n }]);
    const key = { idempotencyScope: a.customerId!, idempotencyKey: `part-${id}` };
    const first = await db.transaction((tx) => postPending(tx, id, { amountMinor: 100n, ...key }));
    const again = await db.transaction((tx) => postPending(tx, id, { amountMinor: 100n, ...key }));
    if (!first.ok || !again.ok) throw new Error('part refused');
    expect(again.value).toMatchObject({ replayed: true, touched: [] });
    expect(again.value.transaction).toEqual(first.value.transaction);
    expect(await db.transaction((tx) => postPending(tx, id, { amountMinor: 50n, ...key }))).toMatchObject({
      ok: false,
      error: 'idempotencyKeyReused',
    });
    expect(await view(a)).toEqual([900n, 400n]);
    await healthy(a, b);
  });

  it('posts parts of a hold with a fee leg, move by move', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    const fees = await systemAccount(db, 'fees', 'USD');
    await fund(db, a, 1_000n);
    const id = await hold([
      { fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 500n },
      { fromAccountId: a.accountId, toAccountId: fees.accountId, amountMinor: 20n, type: 'fees' },
    ]);
    expect(await db.transaction((tx) => postPending(tx, id, { amountMinor: 100n }))).toMatchObject({
      ok: false,
      error: 'invalidParams',
    });
    const part = await db.transaction((tx) => postPending(tx, id, { amountsMinor: [300n, 0n], final: true }));
    if (!part.ok) throw new Error(part.error);
    expect(part.value.transaction.entries.map((e) => [e.amountMinor, e.type])).toEqual([
      [-300n, 'card'],
      [300n, 'card'],
    ]);
    expect([await view(a), await view(b)]).toEqual([
      [700n, 0n],
      [300n, 0n],
    ]);
    await healthy(a, b);
  });

  it('settles and reverses many in one call, each with its own answer', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
    const holds: string[] = [];
    for (let n = 0; n < 5; n++)
      holds.push(await hold([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 100n }]));
    const settled = await db.transaction((tx) =>
      settleHolds(tx, [
        ...holds.slice(0, 3).map((transactionId) => ({ transactionId, action: 'post' as const })),
        ...holds.slice(3).map((transactionId) => ({ transactionId, action: 'void' as const })),
        { transactionId: holds[0]!, action: 'void' as const },
        { transactionId: '00000000-0000-7000-8000-000000000000', action: 'post' as const },
      ]),
    );
    expect(settled.map((r) => (r.ok ? r.value.transaction.status : r.error))).toEqual([
      'completed',
      'completed',
      'completed',
      'rejected',
      'rejected',
      'notPending',
      'notFound',
    ]);
    expect([await view(a), await view(b)]).toEqual([
      [700n, 0n],
      [300n, 0n],
    ]);
    const reversed = await db.transaction((tx) =>
      reverseTransactions(tx, [
        { transactionId: holds[0]! },
        { transactionId: holds[1]! },
        { transactionId: holds[0]! },
        { transactionId: holds[3]! },
      ]),
    );
    expect(reversed.map((r) => (r.ok ? r.value.transaction.reversesId : r.error))).toEqual([
      holds[0],
      holds[1],
      'notCompleted',
      'notCompleted',
    ]);
    const first = reversed[0]!;
    if (!first.ok) return;
    expect(await getTransaction(db, first.value.transaction.transactionId)).toEqual(first.value.transaction);
    expect(first.value.touched.map((t) => t.accountId)).toEqual([b.accountId, a.accountId]);
    expect([await view(a), await view(b)]).toEqual([
      [900n, 0n],
      [100n, 0n],
    ]);
    const again = await db.transaction((tx) => reverseTransactions(tx, [{ transactionId: holds[0]! }]));
    expect(again[0]).toMatchObject({ ok: true, value: { replayed: true } });
    await healthy(a, b);
  });

  it('refuses to reverse a hold completed through parts (undo its parts)', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 100n);
    const id = await hold([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 100n }]);
    const part = await db.transaction((tx) => postPending(tx, id, { amountMinor: 40n, final: true }));
    if (!part.ok) throw new Error(part.error);
    const [refused, undone] = await db.transaction((tx) =>
      reverseTransactions(tx, [{ transactionId: id }, { transactionId: part.value.transaction.transactionId }]),
    );
    expect(refused).toMatchObject({ ok: false, error: 'notCompleted' });
    expect(undone).toMatchObject({ ok: true });
    expect(await view(a)).toEqual([100n, 0n]);
    await healthy(a, b);
  });
});
