import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { postTransaction } from './post.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger } from './test-support.ts';

/** What the database itself refuses, whatever code runs against it. */
describe(`database rules (${DB_KIND})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('postings and transactions cannot be changed or deleted; pending entries can only be posted', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 100n);
    const r = await db.transaction((tx) =>
      postTransaction(tx, moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 10n }])),
    );
    if (!r.ok) throw new Error(r.error);
    const id = r.value.transaction.transactionId;
    const refused = [
      ['UPDATE ledger_entries SET amount_minor = amount_minor * 2 WHERE transaction_id = $1', [id]],
      ['UPDATE ledger_entries SET posted_at = now() WHERE transaction_id = $1', [id]],
      ['DELETE FROM ledger_entries WHERE transaction_id = $1', [id]],
      ["UPDATE ledger_transactions SET description = 'x' WHERE id = $1", [id]],
      ["UPDATE ledger_transactions SET status = 'pending' WHERE id = $1", [id]],
      ['DELETE FROM ledger_transactions WHERE id = $1', [id]],
      ['TRUNCATE ledger_entries', []],
    ] as const;
    for (const [sql, params] of refused)
      await expect(db.query(sql, params), sql).rejects.toThrow(/immutable|truncated/);
    const hold = await db.transaction((tx) =>
      postTransaction(
        tx,
        moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 10n }], { pending: true }),
      ),
    );
    if (!hold.ok) throw new Error(hold.error);
    await expect(
      db.query('UPDATE ledger_entries SET posted_at = now() WHERE transaction_id = $1', [
        hold.value.transaction.transactionId,
      ]),
    ).resolves.toMatchObject({ rowCount: 2 });
  });

  it('a balance row cannot go below its floor, even by a direct update', async () => {
    const a = await customerAccount(db, 'USD', -50n);
    await fund(db, a, 10n);
    await expect(
      db.query('UPDATE ledger_balances SET posted_minor = -51 WHERE account_id = $1', [a.accountId.toString()]),
    ).rejects.toThrow(/ledger_balances_floor/);
    await expect(
      db.query('UPDATE ledger_balances SET held_minor = 61 WHERE account_id = $1', [a.accountId.toString()]),
    ).rejects.toThrow(/ledger_balances_floor/);
  });
});
