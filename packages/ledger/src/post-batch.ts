import type { Queryable } from '@openportal/db';
import { postMovements } from './engine.ts';
import { postMovement } from './post.ts';
import { invalidPostField } from './validate.ts';
import type { TLedgerResult, TPostOutcome, TPostRequest } from './types.ts';

/**
 * Posts many requests with ONE statement (the rules engine, `ledger_post_batch`): each keeps
 * its own idempotency key (replay, changed-request refusal, in progress), checks and refusal,
 * and is written as postTransaction writes it (postTransaction is this with one request);
 * the database checks the requests in order against the running balances, locks every
 * bounded account of the batch once (ascending id) and adds each account's summed delta in
 * one UPDATE. A request whose shape is invalid is refused here and not sent. Answers in
 * request order.
 *
 * On `db` itself the statement is its own transaction: one round trip, durable when it
 * resolves. Inside a caller's `db.transaction` it commits (or rolls back) with the caller.
 */
export async function postBatch(
  q: Queryable,
  requests: readonly TPostRequest[],
): Promise<TLedgerResult<TPostOutcome>[]> {
  const answers: (TLedgerResult<TPostOutcome> | undefined)[] = requests.map((req) => {
    const bad = invalidPostField(req);
    return bad ? { ok: false, error: 'invalidParams', detail: bad } : undefined;
  });
  const sent = requests.flatMap((req, i) => (answers[i] ? [] : [i]));
  const written = await postMovements(
    q,
    sent.map((i) => postMovement(requests[i]!)),
  );
  sent.forEach((i, n) => (answers[i] = written[n]));
  return answers as TLedgerResult<TPostOutcome>[];
}
