import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@openportal/db';
import { getAccounts } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { postTransaction } from './post.ts';
import { customerAccount, DB_KIND, fund, openTestLedger } from './test-support.ts';
import type { TLedgerResult, TPostOutcome } from './types.ts';

/** LEDGER_DOUBLE_SPEND_ROUNDS (default 100) rounds of 100 concurrent debits of the full balance. */
const ROUNDS = Number(process.env.LEDGER_DOUBLE_SPEND_ROUNDS ?? 100);
const RACERS = 100;

describe(`double spend (${DB_KIND}, ${ROUNDS} rounds of ${RACERS})`, () => {
  let db: Db;
  let own: Db | undefined;
  beforeAll(async () => {
    own = process.env.DATABASE_URL ? await openDatabase({ url: process.env.DATABASE_URL, poolSize: 32 }) : undefined;
    db = own ?? (await openTestLedger());
    await openTestLedger();
  });
  afterAll(async () => {
    await own?.close();
  });

  it('lets exactly one of 100 concurrent full-balance debits through, every round', { timeout: 600_000 }, async () => {
    const t0 = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const payer = await customerAccount(db, 'EUR');
      const payees = [await customerAccount(db, 'EUR'), await customerAccount(db, 'EUR')];
      await fund(db, payer, 1_000n);
      const results = await Promise.all(
        Array.from(
          { length: RACERS },
          (_, i) =>
            db.transaction((tx) =>
              postTransaction(tx, {
                idempotencyScope: payer.customerId!,
                idempotencyKey: `spend-${i}`,
                type: 'p2p',
                moves: [{ fromAccountId: payer.accountId, toAccountId: payees[i % 2]!.accountId, amountMinor: 1_000n }],
              }),
            ) as Promise<TLedgerResult<TPostOutcome>>,
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const r of results) if (!r.ok) expect(r.error).toBe('insufficientFunds');
      const [p, ...q] = await getAccounts(db, [payer.accountId, ...payees.map((x) => x.accountId)]);
      expect([p!.postedMinor, q.reduce((s, x) => s + x.postedMinor, 0n)]).toEqual([0n, 1_000n]);
      if (round % 25 === 0)
        expect(await checkInvariants(db, [payer.accountId, ...payees.map((x) => x.accountId)])).toEqual([]);
    }
    console.log(`double spend ${DB_KIND}: ${ROUNDS} rounds in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  });
});
