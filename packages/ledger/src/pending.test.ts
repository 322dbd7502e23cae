import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { getAccounts, setAccountStatus, systemAccount } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { postPending, voidExpiredPending, voidPending } from './pending.ts';
import { postTransaction } from './post.ts';
import { reverseTransaction } from './reverse.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger } from './test-support.ts';
import type { TLedgerAccount, TPostRequest } from './types.ts';

describe(`holds and reversals (${DB_KIND})`, () => {
  let db: Db;
  const post = (req: TPostRequest) => db.transaction((tx) => postTransaction(tx, req));
  const view = async (a: TLedgerAccount) => {
    const [x] = await getAccounts(db, [a.accountId]);
    return [x!.postedMinor, x!.heldMinor, x!.availableMinor];
  };
  const hold = async (from: TLedgerAccount, to: TLedgerAccount, amountMinor: bigint, expiresAt?: Date) => {
    const r = await post(
      moveRequest([{ fromAccountId: from.accountId, toAccountId: to.accountId, amountMinor }], {
        type: 'external',
        pending: true,
        expiresAt,
      }),
    );
    if (!r.ok) throw new Error(r.error);
    return r.value.transaction.transactionId;
  };
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('holds funds, then posts them once', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
    const id = await hold(a, b, 600n);
    expect(await view(a)).toEqual([1_000n, 600n, 400n]);
    expect(await view(b)).toEqual([0n, 0n, 0n]);
    expect(
      await post(moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 401n }])),
    ).toMatchObject({ ok: false, error: 'insufficientFunds' });
    const posted = await db.transaction((tx) => postPending(tx, id));
    expect(posted).toMatchObject({ ok: true, value: { replayed: false, transaction: { status: 'completed' } } });
    expect(await view(a)).toEqual([400n, 0n, 400n]);
    expect(await view(b)).toEqual([600n, 0n, 600n]);
    expect(await db.transaction((tx) => postPending(tx, id))).toMatchObject({ ok: true, value: { replayed: true } });
    expect(await db.transaction((tx) => voidPending(tx, id))).toMatchObject({ ok: false, error: 'notPending' });
    expect(await checkInvariants(db, [a.accountId, b.accountId])).toEqual([]);
  });

  it('voids a hold, releasing it, and cannot post it afterwards', async () => {
    const [a, rail] = [await customerAccount(db), await systemAccount(db, 'rail-wire', 'USD')];
    await fund(db, a, 1_000n);
    const id = await hold(a, rail, 1_000n);
    expect(await db.transaction((tx) => voidPending(tx, id))).toMatchObject({
      ok: true,
      value: { transaction: { status: 'rejected' } },
    });
    expect(await view(a)).toEqual([1_000n, 0n, 1_000n]);
    expect(await db.transaction((tx) => postPending(tx, id))).toMatchObject({ ok: false, error: 'notPending' });
    expect(await db.transaction((tx) => postPending(tx, '00000000-0000-7000-8000-000000000000'))).toMatchObject({
      ok: false,
      error: 'notFound',
    });
  });

  it('voids expired holds only', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 300n);
    const old = await hold(a, b, 100n, new Date('2001-01-01T00:00:00Z'));
    const fresh = await hold(a, b, 100n, new Date('2999-01-01T00:00:00Z'));
    const voided = await voidExpiredPending(db, new Date(), 1000);
    expect(voided.map((o) => o.transaction.transactionId)).toContain(old);
    expect(voided.map((o) => o.transaction.transactionId)).not.toContain(fresh);
    expect(await view(a)).toEqual([300n, 100n, 200n]);
  });

  it('does not post into an account closed meanwhile', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 100n);
    const id = await hold(a, b, 100n);
    await setAccountStatus(db, b.accountId, 'closed');
    expect(await db.transaction((tx) => postPending(tx, id))).toMatchObject({ ok: false, error: 'closedAccount' });
  });

  it('reverses a completed transaction once', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
    const r = await post(moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 300n }]));
    if (!r.ok) throw new Error(r.error);
    const id = r.value.transaction.transactionId;
    const reversal = await db.transaction((tx) => reverseTransaction(tx, { transactionId: id }));
    if (!reversal.ok) throw new Error(reversal.error);
    expect(reversal.value.transaction).toMatchObject({ reversesId: id, status: 'completed', type: 'betweenAccounts' });
    expect([await view(a), await view(b)]).toEqual([
      [1_000n, 0n, 1_000n],
      [0n, 0n, 0n],
    ]);
    const again = await db.transaction((tx) => reverseTransaction(tx, { transactionId: id }));
    expect(again).toMatchObject({
      ok: true,
      value: { replayed: true, transaction: { transactionId: reversal.value.transaction.transactionId } },
    });
    expect(
      await db.transaction((tx) => reverseTransaction(tx, { transactionId: reversal.value.transaction.transactionId })),
    ).toMatchObject({ ok: false, error: 'notCompleted' });
    expect(await checkInvariants(db, [a.accountId, b.accountId])).toEqual([]);
  });

  it('cannot reverse money the recipient already spent, nor a pending hold', async () => {
    const [a, b, c] = [await customerAccount(db), await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 100n);
    const r = await post(moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 100n }]));
    if (!r.ok) throw new Error(r.error);
    await post(moveRequest([{ fromAccountId: b.accountId, toAccountId: c.accountId, amountMinor: 60n }]));
    expect(
      await db.transaction((tx) => reverseTransaction(tx, { transactionId: r.value.transaction.transactionId })),
    ).toMatchObject({ ok: false, error: 'insufficientFunds' });
    const pendingId = await hold(c, a, 10n);
    expect(await db.transaction((tx) => reverseTransaction(tx, { transactionId: pendingId }))).toMatchObject({
      ok: false,
      error: 'notCompleted',
    });
  });
});
