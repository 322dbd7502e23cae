import type { Queryable } from '@openportal/db';
import { postMovements, type TMovement } from './engine.ts';
import { uuidV7 } from './ids.ts';
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
 *
 * One statement: the rules engine (engine.ts, `ledger_post_batch`) with a batch of one.
 */
export async function postTransaction(q: Queryable, req: TPostRequest): Promise<TLedgerResult<TPostOutcome>> {
  const bad = invalidPostField(req);
  if (bad) return { ok: false, error: 'invalidParams', detail: bad };
  const [answer] = await postMovements(q, [postMovement(req)]);
  return answer!;
}

/** A post request (already checked by invalidPostField) as the engine takes it; postBatch shares it. */
export function postMovement(req: TPostRequest): TMovement {
  return {
    claim: { scope: req.idempotencyScope, key: req.idempotencyKey, hash: postRequestHash(req) },
    transactionId: uuidV7(),
    type: req.type,
    moves: req.moves,
    description: req.description ?? '',
    metadata: req.metadata ?? {},
    pending: req.pending ?? false,
    expiresAt: req.expiresAt ?? null,
    reversesId: null,
    allowFrozenDebit: false,
    references: req.references ?? {},
  };
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
    // Left out when absent, so keys used before references existed keep their hash.
    ...(req.references && Object.keys(req.references).length > 0 ? { references: req.references } : {}),
  });
}
