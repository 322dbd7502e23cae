import type { Queryable } from '@openportal/db';
import { LEDGER_LIMITS, type TLedgerTransactionType } from './types.ts';

/** Someone a customer paid: the counterparty reference and when it was last used. */
export interface TCounterparty {
  counterparty: string;
  lastUsedAt: Date;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The counterparties a customer paid (their outgoing movements of `type` that were not voided),
 * latest first, optionally those containing `search` (case-insensitive): saved recipients
 * from real history. Reads the customer's debit entries (indexed by customer) and each
 * transaction's typed counterparty column.
 */
export async function recentCounterparties(
  q: Queryable,
  customerId: string,
  options: { type: TLedgerTransactionType; search?: string | undefined; limit: number },
): Promise<TCounterparty[]> {
  const limit = Math.min(Math.max(options.limit, 1), LEDGER_LIMITS.pageSizeMax);
  const r = await q.query<{ counterparty: string; last_used_at: Date }>(
    `SELECT t.counterparty, max(t.created_at) AS last_used_at
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.customer_id = $1 AND e.amount_minor < 0 AND e.type = $2 AND t.type = $2
        AND t.counterparty IS NOT NULL AND t.status IN ('completed', 'pending')
        AND ($3::text IS NULL OR lower(t.counterparty) LIKE $3)
      GROUP BY t.counterparty ORDER BY last_used_at DESC, t.counterparty LIMIT $4`,
    [customerId, options.type, options.search ? likePattern(options.search) : null, limit],
  );
  return r.rows.map((row) => ({ counterparty: row.counterparty, lastUsedAt: new Date(row.last_used_at) }));
}
