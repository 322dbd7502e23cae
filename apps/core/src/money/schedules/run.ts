import { parseAmount, type TCurrencyCode } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import type { RecurringJob } from '../../jobs/runner.ts';
import { fieldError } from '../../platform/app-error.ts';
import type { CustomerCaller } from '../../platform/caller.ts';
import { quoteBetweenAccounts } from '../between-accounts.ts';
import { writeMovements, type TMoneySink, type TMovementRequest, type TMovementResult } from '../money-writes.ts';
import { ownPair } from '../own-accounts.ts';
import { payeeOf } from '../p2p/payee.ts';
import { ownAccount, quoteP2p } from '../p2p/pricing.ts';
import { PERIOD_SQL, STATUS_SQL, reasonOf } from './schedules.ts';
import type { TItemOutcome } from '../../platform/group-commit.ts';

interface TDueRow {
  id: string;
  customer_id: string;
  user_id: string;
  kind: 'transferBetweenAccounts' | 'transferP2p';
  request: { toAmount: string; currency: TCurrencyCode; fromAccount: number; toAccount: number };
  occurrences: number;
}

/** A p2p schedule's request: transferP2p's body without the subscription fields. */
interface TP2pRequest {
  accountId: number;
  amount: string;
  currency: TCurrencyCode;
  toEmail: string;
  note?: string;
}

/** The idempotency key of one occurrence: a rerun of it (a crash, two replicas) pays once. */
export const occurrenceKey = (scheduleId: string, occurrence: number) => `schedule:${scheduleId}:${occurrence}`;

/**
 * One batch of due schedules in ONE transaction: the rows are claimed `FOR UPDATE SKIP LOCKED`
 * (another replica's run takes others), each occurrence is priced like the call
 * (`quoteBetweenAccounts`) and submitted through the call's money writes (`writeMovements`:
 * limits, ledger, realtime events), with the key schedule:<id>:<occurrence>. Each row then
 * records its outcome ('paid' or the refusal: insufficientFunds, limitDailyExceeded...) and
 * moves to its next occurrence; a refusal stops only its own row. Answers how many were run.
 */
export async function runDueSchedules(db: Db, sink: TMoneySink, now = new Date(), batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<TDueRow>(
      `SELECT id::text, customer_id, user_id, kind, request, occurrences FROM schedules
        WHERE status = 'active' AND next_due_at <= $1
        ORDER BY next_due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, batch],
    );
    const outcomes = new Map<string, { reason: string; transactionId: string | null }>();
    const submitted: Array<{ row: TDueRow; movement: TMovementRequest }> = [];
    for (const row of due.rows) {
      try {
        submitted.push({ row, movement: await movementOf(tx, row) });
      } catch (error) {
        outcomes.set(row.id, { reason: reasonOf(error), transactionId: null });
      }
    }
    const written = await writeMovements(
      tx,
      sink,
      submitted.map((s) => s.movement),
    );
    submitted.forEach(({ row }, n) => outcomes.set(row.id, outcomeOf(written[n]!)));
    for (const row of due.rows) {
      const o = outcomes.get(row.id)!;
      await tx.query(
        `UPDATE schedules SET occurrences = occurrences + 1, next_due_at = first_at + (occurrences + 1) * ${PERIOD_SQL},
           last_outcome = $2, last_transaction_id = coalesce($3, last_transaction_id), updated_at = now()
         WHERE id = $1`,
        [row.id, o.reason, o.transactionId],
      );
      await tx.query(`UPDATE schedules SET status = ${STATUS_SQL} WHERE id = $1`, [row.id]);
    }
    return due.rows.length;
  });
}

/** The occurrence as the call would submit it, for the payer (no device approval: it was preapproved). */
async function movementOf(tx: Queryable, row: TDueRow): Promise<TMovementRequest> {
  if (row.kind === 'transferP2p') return p2pMovementOf(tx, row);
  const r = row.request;
  const [from, to] = await ownPair(tx, row.customer_id, r.fromAccount, r.toAccount, '');
  if (from.currency !== r.currency) throw fieldError('currency', 'currencyMismatch');
  const amount = parseAmount(r.toAmount, r.currency);
  if (!amount.ok) throw fieldError('toAmount', 'invalidAmount');
  const transfer = { from, to, amountMinor: amount.minor };
  const quote = await quoteBetweenAccounts(tx, row.customer_id, transfer);
  const caller: CustomerCaller = {
    kind: 'customer',
    brand: '',
    userId: row.user_id,
    email: '',
    sessionId: '',
    customerId: row.customer_id,
    accessRights: 0,
  };
  return { caller, idempotencyKey: occurrenceKey(row.id, row.occurrences), ...transfer, quote };
}

/**
 * A p2p occurrence as transferP2p submits it: the payee checked again (still known, not on the
 * payer's payout blacklist, an account in the currency), priced by today's p2p rules.
 */
async function p2pMovementOf(tx: Queryable, row: TDueRow): Promise<TMovementRequest> {
  const r = row.request as unknown as TP2pRequest;
  const who = await tx.query<{ brand: string; email: string }>(
    'SELECT c.brand, u.email FROM customers c, users u WHERE c.id = $1 AND u.id = $2',
    [row.customer_id, row.user_id],
  );
  const { brand, email } = who.rows[0]!;
  const caller: CustomerCaller = {
    kind: 'customer',
    brand,
    userId: row.user_id,
    email,
    sessionId: '',
    customerId: row.customer_id,
    accessRights: 0,
  };
  const from = await ownAccount(tx, row.customer_id, r.accountId);
  if (from.currency !== r.currency) throw fieldError('currency', 'currencyMismatch');
  const amount = parseAmount(r.amount, r.currency);
  if (!amount.ok) throw fieldError('amount', 'invalidAmount');
  const { payee, account } = await payeeOf(tx, caller, r.toEmail, from.currency);
  const quote = await quoteP2p(tx, row.customer_id, from.currency, amount.minor);
  return {
    caller,
    idempotencyKey: occurrenceKey(row.id, row.occurrences),
    kind: 'p2p',
    from,
    to: account,
    amountMinor: amount.minor,
    quote,
    payee,
    ...(r.note ? { note: r.note } : {}),
  };
}

function outcomeOf(o: TItemOutcome<TMovementResult>): { reason: string; transactionId: string | null } {
  if (!o.ok) return { reason: reasonOf(o.error), transactionId: null };
  if (!o.value.ok) return { reason: o.value.error, transactionId: null };
  return { reason: 'paid', transactionId: o.value.value.transaction.transactionId };
}

/** The recurring job that runs due schedules (every minute), batch after batch while full. */
export function scheduleJobs(sink: TMoneySink, cron = '* * * * *', rounds = 10): RecurringJob[] {
  return [
    {
      name: 'schedules-run',
      cron,
      run: async ({ db, signal }) => {
        for (let round = 0; round < rounds && !signal.aborted; round++) {
          if ((await runDueSchedules(db, sink)) < 100) break;
        }
      },
    },
  ];
}
