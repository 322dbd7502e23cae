import type { Queryable } from '@openportal/db';
import { getTransaction } from './transactions.ts';
import type { TLedgerResult, TPostOutcome } from './types.ts';

interface KeyRow {
  request_hash: string;
  transaction_id: string;
}

/** The answer for a key already used: the first outcome again, or a refusal if the request differs. */
export async function replayIfUsed(
  q: Queryable,
  scope: string,
  key: string,
  hash: string,
): Promise<TLedgerResult<TPostOutcome> | null> {
  const r = await q.query<KeyRow>(
    'SELECT request_hash, transaction_id FROM ledger_idempotency WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  const row = r.rows[0];
  if (!row) return null;
  if (row.request_hash !== hash) return { ok: false, error: 'idempotencyKeyReused' };
  const transaction = await getTransaction(q, row.transaction_id);
  if (!transaction) throw new Error(`idempotency key ${scope}/${key} points at a missing transaction`);
  return { ok: true, value: { transaction, replayed: true, touched: [] } };
}

/** Advisory-lock namespace of in-flight idempotency keys (the two-int4 key space). */
const KEY_LOCK_SPACE = 0x4c454447; // 'LEDG'

/**
 * The answer for a request before it locks anything: the first outcome again (or a refusal)
 * when its key is used; `idempotencyInProgress` when another database transaction is
 * writing under the same key right now; null when this transaction may go on — it then holds
 * the key's advisory lock until it commits or rolls back, so a duplicate arriving meanwhile
 * is answered at once instead of queueing behind it. One round trip. The lock is a
 * transaction-level `pg_try_advisory_xact_lock`, never waited for; two keys hashing alike
 * only cost a retryable in-progress answer. The write still claims the key with
 * ON CONFLICT, so a first request committing between this read and the lock is replayed.
 */
export async function claimOrReplay(
  q: Queryable,
  scope: string,
  key: string,
  hash: string,
): Promise<TLedgerResult<TPostOutcome> | null> {
  const r = await q.query<KeyRow & { claimed: boolean | null }>(
    `SELECT i.request_hash, i.transaction_id,
       CASE WHEN i.key IS NULL THEN pg_try_advisory_xact_lock(${KEY_LOCK_SPACE}, hashtext($1 || chr(31) || $2)) END AS claimed
     FROM (SELECT 1) one LEFT JOIN ledger_idempotency i ON i.scope = $1 AND i.key = $2`,
    [scope, key],
  );
  const row = r.rows[0]!;
  if (row.claimed === false) return { ok: false, error: 'idempotencyInProgress' };
  if (row.claimed === true) return null;
  return replayIfUsed(q, scope, key, hash);
}

/** Forgets keys older than `before`, at most `limit` of them; returns how many. */
export async function pruneIdempotencyKeys(q: Queryable, before: Date, limit = 1000): Promise<number> {
  const r = await q.query(
    `DELETE FROM ledger_idempotency WHERE (scope, key) IN (
       SELECT scope, key FROM ledger_idempotency WHERE created_at < $1 ORDER BY created_at LIMIT $2)`,
    [before, Math.min(Math.max(1, limit), 10_000)],
  );
  return r.rowCount;
}
