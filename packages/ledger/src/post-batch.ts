import type { Queryable } from '@openportal/db';
import { readAccounts } from './accounts.ts';
import { postMovements, type TMovement } from './engine.ts';
import { fxMovement, invalidFxField, type TFxRequest } from './fx.ts';
import { postMovement } from './post.ts';
import { invalidPostField } from './validate.ts';
import type { TLedgerResult, TPostOutcome, TPostRequest } from './types.ts';

/** A request of a batch: a transfer (postTransaction's), or an exchange at a given rate (postFxTransaction's). */
export type TBatchRequest = TPostRequest | TFxRequest;

const isExchange = (req: TBatchRequest): req is TFxRequest => 'rate' in req;

/**
 * Posts many requests with ONE statement (the rules engine, `ledger_post_batch`): each keeps
 * its own idempotency key (replay, changed-request refusal, in progress), checks and refusal,
 * and is written as postTransaction (or, for an exchange, postFxTransaction) writes it;
 * the database checks the requests in order against the running balances, locks every
 * bounded account of the batch once (ascending id) and adds each account's summed delta in
 * one UPDATE. Exchanges are legs like any other: their amounts come from the given rate (the
 * posting plan), their accounts' currencies from one read for the whole batch. A request
 * whose shape is invalid is refused here and not sent. Answers in request order.
 *
 * On `db` itself the statement is its own transaction: one round trip, durable when it
 * resolves. Inside a caller's `db.transaction` it commits (or rolls back) with the caller.
 */
export async function postBatch(
  q: Queryable,
  requests: readonly TBatchRequest[],
): Promise<TLedgerResult<TPostOutcome>[]> {
  const answers: (TLedgerResult<TPostOutcome> | undefined)[] = requests.map((req) => {
    const bad = isExchange(req) ? invalidFxField(req) : invalidPostField(req);
    return bad ? { ok: false, error: 'invalidParams', detail: bad } : undefined;
  });
  const exchanges = requests.filter((req, i) => !answers[i] && isExchange(req)) as TFxRequest[];
  const accounts =
    exchanges.length > 0
      ? await readAccounts(
          q,
          exchanges.flatMap((r) => [r.fromAccountId, r.toAccountId]),
        )
      : new Map();
  const movements: (TMovement | undefined)[] = [];
  for (const [i, req] of requests.entries()) {
    if (answers[i]) continue;
    if (!isExchange(req)) {
      movements[i] = postMovement(req);
      continue;
    }
    const movement = await fxMovement(q, req, accounts);
    if (movement.ok) movements[i] = movement.value;
    else answers[i] = movement;
  }
  const sent = requests.flatMap((_, i) => (movements[i] ? [i] : []));
  const written = await postMovements(
    q,
    sent.map((i) => movements[i]!),
  );
  sent.forEach((i, n) => (answers[i] = written[n]));
  return answers as TLedgerResult<TPostOutcome>[];
}
