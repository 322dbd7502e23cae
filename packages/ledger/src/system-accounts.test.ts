import { beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_TRANSFER_TYPES } from '@openportal/contract';
import type { Db } from '@openportal/db';
import { getAccounts, systemAccount } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { postPending, voidPending } from './pending.ts';
import { postTransaction } from './post.ts';
import {
  allSystemAccountCodes,
  railSettlementCode,
  railSuspenseCode,
  SYSTEM_ACCOUNT_CODES,
} from './system-accounts.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger } from './test-support.ts';
import type { TLedgerAccount } from './types.ts';

describe(`system accounts (${DB_KIND})`, () => {
  let db: Db;
  const posted = async (a: TLedgerAccount) => (await getAccounts(db, [a.accountId]))[0]!;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('names every role once: world, fees, fx, card funding, revenue-split clearing, suspense and settlement per rail', () => {
    const codes = allSystemAccountCodes();
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(5 + 2 * EXTERNAL_TRANSFER_TYPES.length);
    expect(SYSTEM_ACCOUNT_CODES).toEqual({
      world: 'world',
      fees: 'fees',
      fx: 'fx',
      cardFunding: 'card-funding',
      revenueSplitClearing: 'revenue-split-clearing',
    });
    expect(railSuspenseCode('crypto_eft')).toBe('rail-suspense:crypto_eft');
  });

  it('opens each one per currency, once, unbounded', async () => {
    for (const code of allSystemAccountCodes()) {
      const [first, again, eur] = [
        await systemAccount(db, code, 'USD'),
        await systemAccount(db, code, 'USD'),
        await systemAccount(db, code, 'EUR'),
      ];
      expect(again.accountId).toBe(first.accountId);
      expect(eur.accountId).not.toBe(first.accountId);
      expect([first.systemCode, first.customerId, first.floorMinor]).toEqual([code, null, null]);
    }
  });

  it('carries a payout through a rail: held, taken into suspense, settled; a rejected one returns', async () => {
    const payer = await customerAccount(db);
    await fund(db, payer, 10_000n);
    const suspense = await systemAccount(db, railSuspenseCode('wire'), 'USD');
    const settlement = await systemAccount(db, railSettlementCode('wire'), 'USD');
    const before = [(await posted(suspense)).postedMinor, (await posted(settlement)).postedMinor];
    const payout = async (amountMinor: bigint) => {
      const r = await db.transaction((tx) =>
        postTransaction(
          tx,
          moveRequest([{ fromAccountId: payer.accountId, toAccountId: suspense.accountId, amountMinor }], {
            type: 'external',
            pending: true,
          }),
        ),
      );
      if (!r.ok) throw new Error(r.error);
      return r.value.transaction.transactionId;
    };

    const settled = await payout(3_000n);
    const rejected = await payout(2_000n);
    expect((await posted(payer)).availableMinor).toBe(5_000n);
    expect((await db.transaction((tx) => postPending(tx, settled))).ok).toBe(true);
    expect((await db.transaction((tx) => voidPending(tx, rejected))).ok).toBe(true);
    const cleared = await db.transaction((tx) =>
      postTransaction(
        tx,
        moveRequest([{ fromAccountId: suspense.accountId, toAccountId: settlement.accountId, amountMinor: 3_000n }], {
          type: 'external',
        }),
      ),
    );
    expect(cleared.ok).toBe(true);

    expect([(await posted(payer)).postedMinor, (await posted(payer)).heldMinor]).toEqual([7_000n, 0n]);
    expect([(await posted(suspense)).postedMinor, (await posted(settlement)).postedMinor]).toEqual([
      before[0]!,
      before[1]! + 3_000n,
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('reads a system account once per database, but not one a rolled-back savepoint created', async () => {
    const count = () => {
      let n = 0;
      const q = { query: (sql: string, params?: readonly unknown[]) => (n++, db.query(sql, params)) } as typeof db;
      return { q, n: () => n };
    };
    const counted = count();
    const code = `cache-${Date.now()}`;
    const first = await systemAccount(counted.q, code, 'EUR');
    expect(await systemAccount(counted.q, code, 'EUR')).toEqual(first);
    await db.query('SELECT 1');
    expect(await systemAccount(counted.q, code, 'EUR')).toEqual(first);
    const queries = counted.n();
    expect(await systemAccount(counted.q, code, 'EUR')).toEqual(first);
    expect(counted.n()).toBe(queries);

    const fresh = `cache-rolled-back-${Date.now()}`;
    await db.transaction(async (tx) => {
      await tx.query('SAVEPOINT s');
      await systemAccount(tx, fresh, 'EUR');
      await tx.query('ROLLBACK TO SAVEPOINT s');
      const again = await systemAccount(tx, fresh, 'EUR');
      expect((await getAccounts(tx, [again.accountId])).length).toBe(1);
    });
  });
});
