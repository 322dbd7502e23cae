import type { Queryable } from '@openportal/db';
import { isUuid } from './ids.ts';
import {
  ENTRY_COLUMNS,
  TRANSACTION_COLUMNS,
  toEntry,
  toTransaction,
  type EntryRow,
  type TransactionRow,
} from './rows.ts';
import type { TLedgerTransaction, TLedgerTransactionStatus } from './types.ts';

/** A transaction with its entries, or null. `lock` takes FOR UPDATE on the transaction row. */
export async function getTransaction(
  q: Queryable,
  transactionId: string,
  lock = false,
): Promise<TLedgerTransaction | null> {
  if (!isUuid(transactionId)) return null;
  const t = await q.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM ledger_transactions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [transactionId],
  );
  const row = t.rows[0];
  if (!row) return null;
  const e = await q.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.transaction_id = $1 ORDER BY e.id`,
    [transactionId],
  );
  return toTransaction(row, e.rows.map(toEntry));
}

export async function setTransactionStatus(
  q: Queryable,
  transactionId: string,
  status: TLedgerTransactionStatus,
): Promise<void> {
  await q.query(
    `UPDATE ledger_transactions SET status = $2, posted_at = CASE WHEN $2 = 'completed' THEN now() ELSE posted_at END WHERE id = $1`,
    [transactionId, status],
  );
}

export async function postEntries(q: Queryable, transactionId: string): Promise<void> {
  await q.query('UPDATE ledger_entries SET posted_at = now() WHERE transaction_id = $1', [transactionId]);
}

/** The transaction that reversed `transactionId`, if any. */
export async function findReversal(q: Queryable, transactionId: string): Promise<TLedgerTransaction | null> {
  const r = await q.query<{ id: string }>('SELECT id FROM ledger_transactions WHERE reverses_id = $1', [transactionId]);
  return r.rows[0] ? getTransaction(q, r.rows[0].id) : null;
}
