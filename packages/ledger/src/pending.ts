import type { Db, Queryable } from '@openportal/db';
import { fromJson, type TTransactionJson } from './engine.ts';
import { isUuid, uuidV7 } from './ids.ts';
import { requestHash } from './request-hash.ts';
import { LEDGER_LIMITS, type TLedgerError, type TLedgerResult, type TPostOutcome } from './types.ts';

const INT8_MAX = 9223372036854775807n;

/** One hold to settle (see `settleHolds`). */
export interface TSettleRequest {
  transactionId: string;
  action: 'post' | 'void';
  /**
   * Post only these amounts, one per move of the hold (0n posts nothing of that move); for a
   * hold of one move, `amountMinor` says the same. Absent: everything that remains.
   */
  amountsMinor?: readonly bigint[];
  amountMinor?: bigint;
  /** After posting these amounts, release what remains of the hold (a final part). */
  final?: boolean;
  /** Description of a part (default: the hold's). */
  description?: string;
  /** A key for a part, so a retry answers the same part instead of posting again. */
  idempotencyScope?: string;
  idempotencyKey?: string;
}

type TRoutineResult =
  | { ok: true; id: string; replayed: boolean; touched?: [string, string][] }
  | { ok: false; error: TLedgerError; detail?: string | null };

export interface TRoutineAnswer {
  results: TRoutineResult[];
  transactions: Record<string, TTransactionJson>;
}

/**
 * Posts or voids holds, many in ONE statement (`ledger_settle_batch`), each with its own
 * answer, in order. A hold posted whole becomes completed (answered: the hold). A part
 * (`amountsMinor`/`amountMinor`) is a completed transaction of its own pointing at the hold
 * (`settlesId`; answered: the part); the hold keeps holding the rest until a final part, a
 * part that posts the last of it, a post of the rest or a void closes it. Posting a hold
 * that is already completed, or voiding one already rejected, answers it again with
 * `replayed: true`. Refusals: notFound, notPending, closedAccount (a payee closed),
 * invalidParams (amounts: more than remains, negative, none, or not one per move).
 */
export async function settleHolds(
  q: Queryable,
  requests: readonly TSettleRequest[],
): Promise<TLedgerResult<TPostOutcome>[]> {
  if (requests.length > LEDGER_LIMITS.settleBatchMax) throw new RangeError('too many holds in one call');
  const answers: (TLedgerResult<TPostOutcome> | undefined)[] = requests.map((r) => {
    if (!isUuid(r.transactionId)) return { ok: false, error: 'notFound' };
    const bad = invalidSettleField(r);
    return bad ? { ok: false, error: 'invalidParams', detail: bad } : undefined;
  });
  const sent = requests.flatMap((_, i) => (answers[i] ? [] : [i]));
  if (sent.length === 0) return answers as TLedgerResult<TPostOutcome>[];
  const r = await q.query<{ answer: TRoutineAnswer | string }>(
    'SELECT ledger_settle_batch($1::text::jsonb) AS answer',
    [JSON.stringify(sent.map((i) => settleJson(requests[i]!)))],
  );
  const raw = r.rows[0]!.answer;
  const answer = typeof raw === 'string' ? (JSON.parse(raw) as TRoutineAnswer) : raw;
  sent.forEach((i, n) => (answers[i] = outcomeOf(answer.results[n]!, answer.transactions)));
  return answers as TLedgerResult<TPostOutcome>[];
}

/** Posts a hold: whole, or (`amountMinor`/`amountsMinor`) a part of it. */
export async function postPending(
  q: Queryable,
  transactionId: string,
  part: Omit<TSettleRequest, 'transactionId' | 'action'> = {},
): Promise<TLedgerResult<TPostOutcome>> {
  const [answer] = await settleHolds(q, [{ ...part, transactionId, action: 'post' }]);
  return answer!;
}

/** Releases what a hold still holds; it becomes rejected (completed when parts were posted). */
export async function voidPending(q: Queryable, transactionId: string): Promise<TLedgerResult<TPostOutcome>> {
  const [answer] = await settleHolds(q, [{ transactionId, action: 'void' }]);
  return answer!;
}

/**
 * Voids pending transactions whose expiresAt has passed, at most `limit` per call, all in one
 * database transaction and one statement. Two replicas may race: the loser waits for the
 * holds' rows, sees them rejected and leaves them out. Returns the outcomes so the caller can
 * tell the owners.
 */
export async function voidExpiredPending(db: Db, now: Date, limit = 100): Promise<TPostOutcome[]> {
  const batch = Math.min(Math.max(1, limit), LEDGER_LIMITS.expireBatchMax);
  const due = await db.query<{ id: string }>(
    `SELECT id FROM ledger_transactions WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [now, batch],
  );
  if (due.rows.length === 0) return [];
  const results = await db.transaction((tx) =>
    settleHolds(
      tx,
      due.rows.map(({ id }) => ({ transactionId: id, action: 'void' as const })),
    ),
  );
  return results.flatMap((r) => (r.ok && !r.value.replayed ? [r.value] : []));
}

function amountsOf(r: TSettleRequest): readonly bigint[] | undefined {
  return r.amountsMinor ?? (r.amountMinor === undefined ? undefined : [r.amountMinor]);
}

function invalidSettleField(r: TSettleRequest): string | null {
  if (r.action !== 'post' && r.action !== 'void') return 'action';
  const amounts = amountsOf(r);
  if (r.action === 'void' && (amounts !== undefined || r.final)) return 'amountMinor';
  if (amounts !== undefined) {
    if (r.amountsMinor !== undefined && r.amountMinor !== undefined) return 'amountMinor';
    if (!Array.isArray(amounts) || amounts.length === 0 || amounts.length > LEDGER_LIMITS.movesPerTransaction)
      return 'amountMinor';
    if (amounts.some((a) => typeof a !== 'bigint' || a < 0n || a > INT8_MAX)) return 'amountMinor';
  }
  if (r.description !== undefined && (typeof r.description !== 'string' || r.description.length > 500))
    return 'description';
  if ((r.idempotencyKey === undefined) !== (r.idempotencyScope === undefined)) return 'idempotencyKey';
  for (const [text, max] of [
    [r.idempotencyKey, LEDGER_LIMITS.idempotencyKeyLength],
    [r.idempotencyScope, LEDGER_LIMITS.idempotencyScopeLength],
  ] as const)
    if (text !== undefined && (typeof text !== 'string' || text.length === 0 || text.length > max))
      return 'idempotencyKey';
  return null;
}

function settleJson(r: TSettleRequest): object {
  const amounts = amountsOf(r);
  const keyed = r.idempotencyKey !== undefined;
  return {
    id: r.transactionId,
    op: r.action,
    a: amounts?.map(String) ?? null,
    fin: r.final ?? false,
    cid: uuidV7(),
    d: r.description ?? null,
    s: keyed ? r.idempotencyScope : null,
    k: keyed ? r.idempotencyKey : null,
    h: keyed
      ? requestHash({ settle: r.transactionId, amounts, final: r.final ?? false, description: r.description })
      : null,
  };
}

/** A routine's answer (ledger_settle_batch, ledger_reverse_batch) as an outcome. */
export function outcomeOf(
  res: TRoutineResult,
  transactions: Record<string, TTransactionJson>,
): TLedgerResult<TPostOutcome> {
  if (!res.ok)
    return res.detail == null ? { ok: false, error: res.error } : { ok: false, error: res.error, detail: res.detail };
  const json = transactions[res.id];
  if (!json) throw new Error(`the ledger answered an unknown transaction ${res.id}`);
  const transaction = fromJson(res.id, json);
  const touched = res.replayed
    ? []
    : res.touched
      ? res.touched.map(([accountId, customerId]) => ({ accountId: BigInt(accountId), customerId }))
      : touchedBy(transaction);
  return { ok: true, value: { transaction, replayed: res.replayed, touched } };
}

/** Customer accounts a new posted transaction moved: debited, then credited, first-seen order. */
function touchedBy(transaction: TPostOutcome['transaction']): TPostOutcome['touched'] {
  const out: TPostOutcome['touched'] = [];
  const debits = transaction.entries.filter((e) => e.amountMinor < 0n);
  const credits = transaction.entries.filter((e) => e.amountMinor > 0n);
  for (const e of [...debits, ...credits])
    if (e.customerId !== null && !out.some((t) => t.accountId === e.accountId))
      out.push({ accountId: e.accountId, customerId: e.customerId });
  return out;
}
