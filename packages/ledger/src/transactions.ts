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
import type { TLedgerTransaction } from './types.ts';

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
