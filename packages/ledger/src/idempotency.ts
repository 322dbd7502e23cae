import type { Queryable } from '@openportal/db';

/** Forgets keys older than `before`, at most `limit` of them; returns how many. */
export async function pruneIdempotencyKeys(q: Queryable, before: Date, limit = 1000): Promise<number> {
  const r = await q.query(
    `DELETE FROM ledger_idempotency WHERE (scope, key) IN (
       SELECT scope, key FROM ledger_idempotency WHERE created_at < $1 ORDER BY created_at LIMIT $2)`,
    [before, Math.min(Math.max(1, limit), 10_000)],
  );
  return r.rowCount;
}

/** The transaction an idempotency key was used for, or null when the key is unused (or pruned). */
export async function transactionIdOfKey(q: Queryable, scope: string, key: string): Promise<string | null> {
  const r = await q.query<{ transaction_id: string }>(
    'SELECT transaction_id::text FROM ledger_idempotency WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  return r.rows[0]?.transaction_id ?? null;
}
