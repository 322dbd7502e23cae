import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { postBatch } from './post-batch.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger } from './test-support.ts';
import type { TLedgerAccount } from './types.ts';

const transfer = (from: TLedgerAccount, to: TLedgerAccount, amountMinor: bigint) =>
  moveRequest([{ fromAccountId: from.accountId, toAccountId: to.accountId, amountMinor }]);

/** How ledger_post_batch reaches its rows: the plans that keep it fast as tables grow. */
describe(`postBatch plans (${DB_KIND})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('looks each key up through the key index, never scanning the ever-growing key table', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000_000n);
    for (let round = 0; round < 8; round++) {
      const answers = await postBatch(
        db,
        Array.from({ length: 250 }, () => transfer(a, b, 1n)),
      );
      expect(answers.every((r) => r.ok)).toBe(true);
    }
    await db.exec('ANALYZE ledger_idempotency');
    // Counters of this backend not yet flushed: read before and after, in one transaction.
    const scans = await db.transaction(async (tx) => {
      const counters = async () =>
        (
          await tx.query<{ seq_scan: bigint; idx_scan: bigint }>(
            `SELECT seq_scan, idx_scan FROM pg_stat_xact_user_tables
             WHERE relname = 'ledger_idempotency' AND schemaname = current_schema()`,
          )
        ).rows[0]!;
      const before = await counters();
      const answers = await postBatch(tx, [transfer(a, b, 1n), transfer(b, a, 1n)]);
      expect(answers.every((r) => r.ok)).toBe(true);
      const after = await counters();
      return { seq_scan: after.seq_scan - before.seq_scan, idx_scan: after.idx_scan - before.idx_scan };
    });
    expect(scans.seq_scan).toBe(0n);
    expect(scans.idx_scan).toBeGreaterThan(0n);
  });
});
