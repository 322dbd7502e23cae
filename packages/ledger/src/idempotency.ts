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

/** The key of `transactionIdsOfKeys`' answer for one (scope, key). */
export const keyOfScope = (scope: string, key: string) => `${scope}\n${key}`;

/**
 * The transactions of many keys at once, in one statement (a batch writer's probe): by
 * `keyOfScope(scope, key)`; unused (or pruned) keys are absent. None asked: no statement.
 */
export async function transactionIdsOfKeys(
  q: Queryable,
  keys: ReadonlyArray<{ scope: string; key: string }>,
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const r = await q.query<{ scope: string; key: string; transaction_id: string }>(
    `SELECT i.scope, i.key, i.transaction_id::text FROM ledger_idempotency i
       JOIN unnest($1::text[], $2::text[]) AS k (scope, key) ON i.scope = k.scope AND i.key = k.key`,
    [keys.map((k) => k.scope), keys.map((k) => k.key)],
  );
  return new Map(r.rows.map((row) => [keyOfScope(row.scope, row.key), row.transaction_id]));
}
