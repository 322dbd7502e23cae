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
