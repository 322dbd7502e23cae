import type { Queryable } from '@openportal/db';
import { isUuid, uuidV7 } from './ids.ts';
import { outcomeOf, type TRoutineAnswer } from './pending.ts';
import { LEDGER_LIMITS, type TLedgerResult, type TPostOutcome } from './types.ts';

export interface TReverseRequest {
  transactionId: string;
  description?: string;
  metadata?: Record<string, unknown>;
}

/**
 * Undoes completed transactions, many in ONE statement (`ledger_reverse_batch`): each gets a
 * new transaction that moves every amount back (same types and references; it may debit a
 * frozen account and obeys floors: money the recipient already spent cannot be taken back
 * this way), written by the one rules engine, and the original becomes `reversed`. Asking
 * again answers the same reversal with `replayed: true`. Answers in order.
 */
export async function reverseTransactions(
  q: Queryable,
  requests: readonly TReverseRequest[],
): Promise<TLedgerResult<TPostOutcome>[]> {
  if (requests.length > LEDGER_LIMITS.settleBatchMax) throw new RangeError('too many reversals in one call');
  const answers: (TLedgerResult<TPostOutcome> | undefined)[] = requests.map((r) => {
    if (!isUuid(r.transactionId)) return { ok: false, error: 'notFound' };
    if (r.description !== undefined && (typeof r.description !== 'string' || r.description.length > 500))
      return { ok: false, error: 'invalidParams', detail: 'description' };
    return undefined;
  });
  const sent = requests.flatMap((_, i) => (answers[i] ? [] : [i]));
  if (sent.length === 0) return answers as TLedgerResult<TPostOutcome>[];
  const r = await q.query<{ answer: object | string }>('SELECT ledger_reverse_batch($1::text::jsonb) AS answer', [
    JSON.stringify(
      sent.map((i) => {
        const req = requests[i]!;
        return { id: req.transactionId, rid: uuidV7(), d: req.description ?? null, m: req.metadata ?? {} };
      }),
    ),
  ]);
  const raw = r.rows[0]!.answer;
  const answer = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TRoutineAnswer;
  sent.forEach((i, n) => (answers[i] = outcomeOf(answer.results[n]!, answer.transactions)));
  return answers as TLedgerResult<TPostOutcome>[];
}

/** Undoes one completed transaction (reverseTransactions with one request). */
export async function reverseTransaction(q: Queryable, req: TReverseRequest): Promise<TLedgerResult<TPostOutcome>> {
  const [answer] = await reverseTransactions(q, [req]);
  return answer!;
}
