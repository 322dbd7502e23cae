import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { systemAccount } from './accounts.ts';
import { accountStatement, countEntries, listEntries, type THistoryQuery } from './history.ts';
import { postFxTransaction } from './fx.ts';
import { postPending } from './pending.ts';
import { postTransaction } from './post.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger, uniqueCustomer } from './test-support.ts';
import type { TLedgerAccount } from './types.ts';

describe(`history and statements (${DB_KIND})`, () => {
  let db: Db;
  let a: TLedgerAccount;
  let b: TLedgerAccount;
  const customerId = uniqueCustomer();
  beforeAll(async () => {
    db = await openTestLedger();
    a = await customerAccount(db, 'USD', 0n, customerId);
    b = await customerAccount(db, 'USD', 0n, customerId);
    const fees = await systemAccount(db, 'fees', 'USD');
    await fund(db, a, 10_000n);
    for (const [amount, description] of [
      [100n, 'Coffee 50% off'],
      [2_000n, 'Rent'],
      [300n, 'Books'],
    ] as const) {
      const r = await db.transaction((tx) =>
        postTransaction(
          tx,
          moveRequest(
            [
              { fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: amount },
              { fromAccountId: a.accountId, toAccountId: fees.accountId, amountMinor: 1n, type: 'fees' },
            ],
            { description },
          ),
        ),
      );
      if (!r.ok) throw new Error(r.error);
    }
  });

  const cases: Array<[string, Partial<THistoryQuery>, number]> = [
    ['everything', {}, 10],
    ['without fees', { excludeTypes: ['fees'] }, 7],
    ['only fees', { types: ['fees'] }, 3],
    ['incoming', { direction: 'in' }, 4],
    ['outgoing of account a without fees', { direction: 'out', excludeTypes: ['fees'] }, 3],
    ['keyword with a LIKE wildcard taken literally', { keyword: '50%' }, 3],
    ['keyword no match', { keyword: '5_%' }, 0],
    ['amount range', { minAmountMinor: 300n, maxAmountMinor: 2_000n, types: ['betweenAccounts'] }, 4],
    ['status', { status: 'pending' }, 0],
    ['future only', { from: new Date('2999-01-01') }, 0],
  ];
  it.each(cases)('filters %s', async (_name, filter, total) => {
    const r = await listEntries(db, { customerId, page: 1, pageSize: 100, ...filter });
    expect((await countEntries(db, { customerId, ...filter })).count).toBe(total);
    expect(r.entries).toHaveLength(total);
  });

  it('pages newest first and never shows another customer', async () => {
    const query = { customerId, accountId: a.accountId, pageSize: 2 };
    const p1 = await listEntries(db, { ...query, page: 1 });
    const p2 = await listEntries(db, { ...query, page: 2 });
    expect((await countEntries(db, query)).count).toBe(7);
    expect(p1.entries.map((e) => e.description)).toEqual(['Books', 'Books']);
    expect(p2.entries[0]!.createdAt.getTime()).toBeLessThanOrEqual(p1.entries[1]!.createdAt.getTime());
    expect(await listEntries(db, { ...query, after: p1.next })).toEqual(p2);
    expect((await listEntries(db, { customerId: uniqueCustomer(), page: 1, pageSize: 20 })).entries).toEqual([]);
  });

  it("shows a pending hold's entries, and of a hold completed in parts only the parts, in pages and counts", async () => {
    const owner = uniqueCustomer('hold');
    const [x, y] = [await customerAccount(db, 'USD', 0n, owner), await customerAccount(db, 'USD', 0n, owner)];
    await fund(db, x, 1_000n);
    const hold = async (amountMinor: bigint) => {
      const r = await db.transaction((tx) =>
        postTransaction(tx, {
          ...moveRequest([{ fromAccountId: x.accountId, toAccountId: y.accountId, amountMinor }]),
          pending: true,
        }),
      );
      if (!r.ok) throw new Error(r.error);
      return r.value.transaction.transactionId;
    };
    const open = await hold(100n);
    const parted = await hold(600n);
    const part = await db.transaction((tx) => postPending(tx, parted, { amountMinor: 250n, final: true }));
    if (!part.ok) throw new Error(part.error);
    const { entries } = await listEntries(db, { customerId: owner, pageSize: 20 });
    const shown = entries.map((e) => e.transactionId);
    expect(shown.filter((id) => id === open)).toHaveLength(2);
    expect(shown).not.toContain(parted);
    expect(shown.filter((id) => id === part.value.transaction.transactionId)).toHaveLength(2);
    expect((await countEntries(db, { customerId: owner })).count).toBe(entries.length);
    expect((await countEntries(db, { customerId: owner, status: 'completed' })).count).toBe(3);
  });

  it('walks the whole history by keyset, each entry once, and counts up to a cap', async () => {
    const all = await listEntries(db, { customerId, pageSize: 100 });
    const walked = [];
    let after: string | null = null;
    do {
      const page = await listEntries(db, { customerId, pageSize: 3, after });
      walked.push(...page.entries);
      after = page.next;
    } while (after);
    expect(walked).toEqual(all.entries);
    expect(await countEntries(db, { customerId }, 2)).toEqual({ count: 2, capped: true });
    expect(await listEntries(db, { customerId, pageSize: 3, after: 'not a cursor' })).toEqual({
      entries: [],
      next: null,
      after: null,
    });
  });

  it('reads a statement in pages by keyset', async () => {
    const [from, to] = [new Date('2000-01-01'), new Date('2999-01-01')];
    const whole = await accountStatement(db, a.accountId, from, to);
    const first = await accountStatement(db, a.accountId, from, to, 4);
    expect(first).toMatchObject({
      truncated: true,
      openingMinor: whole.openingMinor,
      closingMinor: whole.closingMinor,
    });
    const rest = await accountStatement(db, a.accountId, from, to, 4, first.next);
    expect([...first.entries, ...rest.entries]).toEqual(whole.entries);
    expect(rest.next).toBeNull();
  });

  it('gives opening and closing balances of a period', async () => {
    const s = await accountStatement(db, a.accountId, new Date('2000-01-01'), new Date('2999-01-01'));
    expect(s.openingMinor).toBe(0n);
    expect(s.closingMinor).toBe(10_000n - 2_403n);
    expect(s.entries).toHaveLength(7);
    const later = await accountStatement(db, a.accountId, new Date('2999-01-01'), new Date('2999-02-01'));
    expect([later.openingMinor, later.closingMinor, later.entries.length]).toEqual([7_597n, 7_597n, 0]);
  });

  it("names the customer's other account in an exchange between their own accounts, not the FX house", async () => {
    const owner = uniqueCustomer('fx');
    const usd = await customerAccount(db, 'USD', 0n, owner);
    const eur = await customerAccount(db, 'EUR', 0n, owner);
    await fund(db, usd, 1_000n);
    const fxCode = `fx-history-${owner}`;
    const feeCode = `fee-history-${owner}`;
    const r = await db.transaction((tx) =>
      postFxTransaction(tx, {
        idempotencyScope: owner,
        idempotencyKey: 'x1',
        fromAccountId: usd.accountId,
        toAccountId: eur.accountId,
        sellAmountMinor: 500n,
        rate: '0.9',
        spreadBps: 0,
        feeMinor: 5n,
        fxAccountCode: fxCode,
        feeAccountCode: feeCode,
      }),
    );
    if (!r.ok) throw new Error(r.error);
    const { entries } = await listEntries(db, { customerId: owner, page: 1, pageSize: 20 });
    const legs = entries.filter((e) => e.transactionId === r.value.transaction.transactionId);
    const sold = legs.find((e) => e.accountId === usd.accountId && e.type !== 'fees')!;
    const bought = legs.find((e) => e.accountId === eur.accountId)!;
    expect([sold.counterpartyAccountId, bought.counterpartyAccountId]).toEqual([eur.accountId, usd.accountId]);
    // the fee leg still names the fees account it paid
    const fee = legs.find((e) => e.type === 'fees')!;
    const feeAccount = await systemAccount(db, feeCode, 'USD');
    expect(fee.counterpartyAccountId).toBe(feeAccount.accountId);
  });
});
