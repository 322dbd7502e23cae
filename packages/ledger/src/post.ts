import type { Queryable } from '@openportal/db';
import { claimOrReplay } from './idempotency.ts';
import { uuidV7 } from './ids.ts';
import { writeMovement } from './movement.ts';
import { requestHash } from './request-hash.ts';
import { invalidPostField } from './validate.ts';
import type { TLedgerResult, TPostOutcome, TPostRequest } from './types.ts';

/**
 * Moves money: a balanced set of moves in one transaction, or (pending: true) a hold that
 * postPending or voidPending settles later. Call it inside `db.transaction` (read committed)
 * and write your outbox rows in the same transaction when `replayed` is false.
 *
 * The same idempotency key with the same request answers the first outcome again with
 * `replayed: true`; with a different request it is refused; while another database
 * transaction is still writing under the key, `idempotencyInProgress` (retry later). A
 * refused request writes nothing and does not use up its key.
 */
export async function postTransaction(q: Queryable, req: TPostRequest): Promise<TLedgerResult<TPostOutcome>> {
  const bad = invalidPostField(req);
  if (bad) return { ok: false, error: 'invalidParams', detail: bad };
  const hash = postRequestHash(req);
  const used = await claimOrReplay(q, req.idempotencyScope, req.idempotencyKey, hash);
  if (used) return used;
  return writeMovement(q, {
    transactionId: uuidV7(),
    type: req.type,
    description: req.description ?? '',
    metadata: req.metadata ?? {},
    expiresAt: req.expiresAt ?? null,
    reversesId: null,
    moves: req.moves,
    pending: req.pending ?? false,
    allowFrozenDebit: false,
    claim: { scope: req.idempotencyScope, key: req.idempotencyKey, hash },
  });
}

/** The idempotency hash of a post request (postTransaction and postBatch share it). */
export function postRequestHash(req: TPostRequest): string {
  return requestHash({
    type: req.type,
    moves: req.moves,
    description: req.description ?? '',
    metadata: req.metadata ?? {},
    pending: req.pending ?? false,
    expiresAt: req.expiresAt,
  });
}
