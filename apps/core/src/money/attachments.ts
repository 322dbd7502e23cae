import type { TErrorMessageKey } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { fieldError } from '../platform/app-error.ts';
import type { TItemOutcome } from '../platform/group-commit.ts';
import type { TLedgerResult, TPostOutcome } from '@openportal/ledger';
import type { TMovementRequest } from './money-writes.ts';

/** What the ledger answered for one movement, before its approval state is added. */
type TMovementResult = TLedgerResult<TPostOutcome>;

/**
 * Rows a movement settles besides the money (an invoice it pays), decided in the movement's
 * own transaction: `check` locks them and says whether the money may move, `record` writes what
 * a fresh movement did to them. So two requests racing to settle the same rows move money once.
 */
export interface TMovementAttachment {
  /** What it settles ("invoice:42"): a second item of one batch with the same claim is refused. */
  claim: string;
  /** The field a refusal goes on, and the message of a claim already settled or taken. */
  field: string;
  taken: TErrorMessageKey;
  /** Locks its rows; a message key refuses the item (nothing moves). */
  check(tx: Queryable): Promise<TErrorMessageKey | null>;
  /** After a fresh movement (posted, or held for an approval: `pending`). */
  record(tx: Queryable, movement: { transactionId: string; pending: boolean }): Promise<void>;
}

/**
 * Checks the attachments of a batch, in order, before any money moves: an item refused by its
 * check (or whose claim an earlier item of the batch holds) gets its refusal in `outcomes`. A
 * retry of a key the ledger already used (`used`, the batch's probe) is not checked: the ledger
 * replays its first answer.
 */
export async function checkAttachments(
  tx: Queryable,
  items: readonly TMovementRequest[],
  outcomes: Array<TItemOutcome<TMovementResult>>,
  used: ReadonlyMap<number, string>,
): Promise<void> {
  const claimed = new Set<string>();
  for (const [n, r] of items.entries()) {
    const a = r.attachment;
    if (!a) continue;
    if (used.has(n)) continue;
    const refusal = claimed.has(a.claim) ? a.taken : await a.check(tx);
    claimed.add(a.claim);
    if (refusal) outcomes[n] = { ok: false, error: fieldError(a.field, refusal) };
  }
}

/** Records what the batch's fresh movements did to their attachments. */
export async function recordAttachments(
  tx: Queryable,
  items: readonly TMovementRequest[],
  outcomes: ReadonlyArray<TItemOutcome<TMovementResult>>,
): Promise<void> {
  for (const [n, r] of items.entries()) {
    const o = outcomes[n]!;
    if (!r.attachment || !o.ok || !o.value.ok || o.value.value.replayed) continue;
    const { transactionId, status } = o.value.value.transaction;
    await r.attachment.record(tx, { transactionId, pending: status === 'pending' });
  }
}
