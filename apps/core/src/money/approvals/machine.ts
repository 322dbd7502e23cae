import { ERROR_MESSAGES, type TRealtimeDelivery } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import { getTransaction, postPending, voidPending } from '@openportal/ledger';
import type { RecurringJob } from '../../jobs/index.ts';
import type { TNotifyDeps } from '../../platform/notifications/index.ts';
import { abandonMovement, completeMovements, type TCompletion } from '../completion.ts';
import { releaseHold } from '../pricing/limits.ts';
import { usersByCustomer } from '../realtime-audience.ts';
import { lockApproval, lockBatchApprovals, lockDueApprovals, setApprovalStatus, type TApprovalRow } from './store.ts';
import type { TApprovalStatus } from './types.ts';

export type TEnd = Exclude<TApprovalStatus, 'pending'>;

/** Who ended a request: a device, a user (a code, a checker's click), or nobody (the expiry job). */
export interface TDecidedBy {
  deviceId: string | null;
  userId: string | null;
}

/**
 * THE transition of the machine, in the caller's transaction: pending -> approved posts the
 * hold, denied and expired void it (a hold the ledger already voided replays). A hold that can
 * no longer be posted (the target account closed meanwhile) is voided and the request denied
 * with the reason; a hold not posted gives back its limit usage and what it had taken besides
 * the money (`abandonMovement`: the invoice it paid is unpaid again). A posted hold completes
 * in the one place every movement completes (`completeMovements`: the payee's "money
 * received", the schedule it starts, the invoice's "paid" notice). Then the maker (and the
 * checker who decided) hear `TransactionStatus`, and every user of the customer
 * `BalanceChanged`, through the outbox in the same transaction. An approved payment to another
 * customer reaches its users live from the completion too, as one sent at once. Answers the final status.
 */
export async function settle(
  tx: Queryable,
  sink: TNotifyDeps,
  row: TApprovalRow,
  end: TEnd,
  by: TDecidedBy = { deviceId: null, userId: null },
): Promise<TEnd> {
  const id = row.ledger_transaction_id;
  let status: TEnd = end;
  let failure: string | null = null;
  if (end === 'approved') {
    const posted = await postPending(tx, id);
    if (!posted.ok) {
      failure =
        posted.error === 'closedAccount' || posted.error === 'frozenAccount'
          ? ERROR_MESSAGES[posted.error]
          : ERROR_MESSAGES.transactionRejected;
      status = 'denied';
      await voidPending(tx, id);
    }
  } else await voidPending(tx, id);
  if (status !== 'approved') {
    const hold = await getTransaction(tx, id);
    if (hold) await releaseHold(tx, hold); // its limit usage back: the money never left
    await abandonMovement(tx, { transactionId: id, transferKind: row.transfer_kind });
  } else await completeMovements(tx, sink, [{ transactionId: id, completion: row.on_complete as TCompletion | null }]);
  await setApprovalStatus(tx, row.id, { status, deviceId: by.deviceId, userId: by.userId, failure });
  const message = failure ?? (status === 'expired' ? ERROR_MESSAGES.paymentApprovalExpired : undefined);
  const audience = (await usersByCustomer(tx, [row.customer_id])).get(row.customer_id) ?? [];
  const told = [...new Set([row.user_id, ...(by.userId ? [by.userId] : [])])];
  const deliveries: TRealtimeDelivery[] = [
    {
      userIds: told,
      event: {
        type: 'TransactionStatus',
        transactionId: id,
        result: status === 'approved' ? 'success' : 'rejected',
        ...(message ? { message } : {}),
      },
    },
    {
      userIds: audience,
      event: {
        type: 'BalanceChanged',
        customerId: row.customer_id,
        accountIds: [Number(row.from_account_id), Number(row.to_account_id)],
      },
    },
  ];
  await sink.outbox.add(tx, 'realtime', deliveries);
  return status;
}

/** What a decision did: `decided` false when it changed nothing (unknown, decided before, or expired). */
export interface TPaymentDecision {
  decided: boolean;
  status: TApprovalStatus | 'notFound';
}

/**
 * A linked device of the deciding user (the maker in mode push, or a checker who chose push)
 * approves or denies a waiting payment, exactly once: the request is locked, and a second
 * decision (another device, a double click) finds it decided and changes nothing. One past its
 * time is expired here instead (and refused).
 */
export async function decidePayment(
  db: Db,
  sink: TNotifyDeps,
  d: { userId: string; deviceId: string | null; approvalId: string; approve: boolean },
): Promise<TPaymentDecision> {
  return db.transaction(async (tx) => {
    const row = await lockApproval(tx, d.approvalId, d.userId);
    if (!row || row.code_id !== null) return { decided: false, status: 'notFound' };
    if (row.status !== 'pending') return { decided: false, status: row.status };
    const rows = await pushBatchOf(tx, row);
    if (row.expired) {
      for (const r of rows) await settle(tx, sink, r, 'expired');
      return { decided: false, status: 'expired' };
    }
    const by = { deviceId: d.deviceId, userId: d.userId };
    // The row itself is first: its end is the answer (another row's hold may fail on its own).
    const ends: TEnd[] = [];
    for (const r of rows) ends.push(await settle(tx, sink, r, d.approve ? 'approved' : 'denied', by));
    return { decided: true, status: ends[0]! };
  });
}

/**
 * The requests one device decision decides: the row itself, or for a mass batch's push (ONE
 * push for all its rows, `request.ts`) every pending push row of that batch and maker, locked
 * (in id order, the row itself among them).
 */
async function pushBatchOf(tx: Queryable, row: TApprovalRow): Promise<TApprovalRow[]> {
  if (!row.batch_id || row.mode !== 'push' || row.approver_user_id !== null) return [row];
  const batch = await lockBatchApprovals(tx, row.customer_id, row.batch_id);
  const same = batch.filter(
    (r) =>
      r.id !== row.id && r.mode === 'push' && r.user_id === row.user_id && r.code_id === null && !r.approver_user_id,
  );
  return [row, ...same];
}

/**
 * Requests past their time are expired and their holds voided, each in its own transaction
 * (another replica's run skips the rows this one holds). Answers how many.
 */
export async function expireApprovals(db: Db, sink: TNotifyDeps, limit = 100): Promise<number> {
  let expired = 0;
  for (let n = 0; n < limit; n++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await lockDueApprovals(tx, 1);
      if (!row) return false;
      await settle(tx, sink, row, 'expired');
      return true;
    });
    if (!done) break;
    expired += 1;
  }
  return expired;
}

/** The recurring job that expires requests past their time (every minute, like the ledger's holds). */
export function approvalJobs(sink: TNotifyDeps, cron = '* * * * *'): RecurringJob[] {
  return [
    {
      name: 'payment-approvals-expire',
      cron,
      run: async ({ db }) => {
        await expireApprovals(db, sink);
      },
    },
  ];
}
