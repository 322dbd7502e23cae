import type { Db, Queryable } from '@openportal/db';
import { AppError } from './app-error.ts';
import { canonicalJson, sha256Hex } from './crypto.ts';

const reused = () =>
  new AppError('VF', 'idempotencyKeyReused', {
    httpStatus: 409,
    validationErrors: [
      { field: 'Idempotency-Key', message: 'Idempotency key was already used with a different request' },
    ],
  });

/**
 * A retryable write that is not a ledger movement, once per (scope, key): the key is claimed,
 * the write runs and its answer is stored, all in one transaction. The same key with the same
 * request replays the first answer; with a different request it is refused (409). A duplicate
 * while the first is still running waits on the key's row and then replays. The ledger keeps
 * its own keys for movements; this is for every other write that takes an Idempotency-Key.
 */
export async function once<T>(
  db: Db,
  claim: { scope: string; key: string; call: string; request: unknown },
  write: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hash = sha256Hex(canonicalJson({ call: claim.call, request: claim.request }));
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotent_answers (scope, key, call, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO NOTHING RETURNING 1`,
      [claim.scope, claim.key, claim.call, hash],
    );
    if (claimed.rows.length === 0) {
      const first = (
        await tx.query<{ request_hash: string; answer: T | null }>(
          'SELECT request_hash, answer FROM idempotent_answers WHERE scope = $1 AND key = $2',
          [claim.scope, claim.key],
        )
      ).rows[0]!;
      if (first.request_hash !== hash) throw reused();
      if (first.answer === null) throw new AppError('AE', 'idempotencyInProgress', { httpStatus: 409 });
      return first.answer;
    }
    const answer = await write(tx);
    await tx.query('UPDATE idempotent_answers SET answer = $3 WHERE scope = $1 AND key = $2', [
      claim.scope,
      claim.key,
      JSON.stringify(answer),
    ]);
    return answer;
  });
}
