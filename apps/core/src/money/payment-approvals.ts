import { ERROR_MESSAGES, formatMinor, type TCurrencyCode, type TRealtimeDelivery } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import { postPending, transactionIdOfKey, voidPending, type TPostOutcome } from '@openportal/ledger';
import { devicesOf, pushTo } from '../devices/data.ts';
import type { Outbox, RecurringJob } from '../jobs/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../platform/caller.ts';
import { newId } from '../platform/crypto.ts';
import {
  insertApprovals,
  isHeldForApproval,
  lockApproval,
  lockDueApprovals,
  setApprovalStatus,
  type TApprovalRow,
  type TApprovalStatus,
  type TNewApproval,
} from './data/payment-approvals.ts';
import { usersByCustomer } from './realtime-audience.ts';

/** How long a held payment waits for a device (our choice: as long as a push sign-in). */
export const PAYMENT_APPROVAL_TTL_S = 300;

/**
 * Whether this transfer waits for a linked device (spec 2 §3 approval mode push). A key already
 * used keeps what it was (a replay answers the same way after the mode changed); otherwise the
 * user's transaction mode decides, and push with no approved device is refused, never moved
 * unapproved. Modes sms and otp are not handled here (they move at once, as before).
 */
export async function approvalNeeded(q: Queryable, caller: Caller, idempotencyKey: string): Promise<boolean> {
  const used = await transactionIdOfKey(q, caller.customerId, idempotencyKey);
  if (used) return isHeldForApproval(q, used);
  const r = await q.query<{ mode: string }>('SELECT two_step_transaction AS mode FROM users WHERE id = $1', [
    caller.userId,
  ]);
  if (r.rows[0]?.mode !== 'push') return false;
  if ((await devicesOf(q, [caller.userId], true)).length === 0) throw new AppError('VF', 'noLinkedDevice');
  return true;
}

/** A held movement of the batch, with what its request said. */
export interface THeld {
  userId: string;
  customerId: string;
  idempotencyKey: string;
  brandName: string;
  movement: TPostOutcome;
}

/** The amounts of a held movement: sold and bought (an exchange records both in metadata.fx). */
function amountsOf(m: TPostOutcome, fromAccountId: bigint, toAccountId: bigint) {
  const entries = m.transaction.entries;
  const from = entries.find((e) => e.accountId === fromAccountId && e.amountMinor < 0n)!;
  const to = entries.find((e) => e.accountId === toAccountId && e.amountMinor > 0n)!;
  return {
    amountMinor: -from.amountMinor,
    currency: from.currency,
    toAmountMinor: to.amountMinor,
    toCurrency: to.currency,
  };
}

/**
 * The requests of the batch's new holds, in its transaction: one row each, and a notification
 * to every approved device of the user (the stand-in push service, `device_pushes`).
 */
export async function requestApprovals(
  tx: Queryable,
  held: readonly (THeld & { fromAccountId: bigint; toAccountId: bigint })[],
): Promise<void> {
  const rows: TNewApproval[] = held.map((h) => ({
    id: newId(),
    userId: h.userId,
    customerId: h.customerId,
    transactionId: h.movement.transaction.transactionId,
    idempotencyKey: h.idempotencyKey,
    ...amountsOf(h.movement, h.fromAccountId, h.toAccountId),
    fromAccountId: h.fromAccountId,
    toAccountId: h.toAccountId,
    ttlS: PAYMENT_APPROVAL_TTL_S,
  }));
  await insertApprovals(tx, rows);
  const devices = await devicesOf(tx, [...new Set(held.map((h) => h.userId))], true);
  for (const [n, h] of held.entries()) {
    const r = rows[n]!;
    await pushTo(
      tx,
      devices.filter((d) => d.userId === h.userId).map((d) => d.id),
      {
        title: `${h.brandName}: payment request`,
        body: `${formatMinor(r.amountMinor, r.currency as TCurrencyCode)} ${r.currency}: ${r.fromAccountId} → ${r.toAccountId}`,
        data: { approvalId: r.id, transactionId: r.transactionId },
      },
    );
  }
}

type TEnd = Exclude<TApprovalStatus, 'pending'>;

/**
 * Ends a waiting request in the caller's transaction: approved posts the hold, denied and
 * expired void it (a hold the ledger already voided replays). A hold that can no longer be
 * posted (the target account closed meanwhile) is voided and the request denied with the
 * reason. Then the initiating user hears `TransactionStatus`, and every user of the customer
 * `BalanceChanged`, through the outbox in the same transaction. Answers the final status.
 */
async function settle(tx: Queryable, outbox: Outbox, row: TApprovalRow, end: TEnd, deviceId: string | null) {
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
  await setApprovalStatus(tx, row.id, { status, deviceId, failure });
  const message = failure ?? (status === 'expired' ? ERROR_MESSAGES.paymentApprovalExpired : undefined);
  const audience = (await usersByCustomer(tx, [row.customer_id])).get(row.customer_id) ?? [];
  const deliveries: TRealtimeDelivery[] = [
    {
      userIds: [row.user_id],
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
  await outbox.add(tx, 'realtime', deliveries);
  return status;
}

/** What a decision did: `decided` false when it changed nothing (unknown, decided before, or expired). */
export interface TPaymentDecision {
  decided: boolean;
  status: TApprovalStatus | 'notFound';
}

/**
 * A linked device of the user approves or denies a waiting payment, exactly once: the request
 * is locked, and a second decision (another device, a double click) finds it decided and
 * changes nothing. One past its time is expired here instead (and refused).
 */
export async function decidePayment(
  db: Db,
  outbox: Outbox,
  d: { userId: string; deviceId: string | null; approvalId: string; approve: boolean },
): Promise<TPaymentDecision> {
  return db.transaction(async (tx) => {
    const row = await lockApproval(tx, d.approvalId, d.userId);
    if (!row) return { decided: false, status: 'notFound' };
    if (row.status !== 'pending') return { decided: false, status: row.status };
    if (row.expired) return { decided: false, status: await settle(tx, outbox, row, 'expired', null) };
    return { decided: true, status: await settle(tx, outbox, row, d.approve ? 'approved' : 'denied', d.deviceId) };
  });
}

/**
 * Requests past their time are expired and their holds voided, each in its own transaction
 * (another replica's run skips the rows this one holds). Answers how many.
 */
export async function expireApprovals(db: Db, outbox: Outbox, limit = 100): Promise<number> {
  let expired = 0;
  for (let n = 0; n < limit; n++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await lockDueApprovals(tx, 1);
      if (!row) return false;
      await settle(tx, outbox, row, 'expired', null);
      return true;
    });
    if (!done) break;
    expired += 1;
  }
  return expired;
}

/** The recurring job that expires requests past their time (every minute, like the ledger's holds). */
export function paymentApprovalJobs(outbox: Outbox, cron = '* * * * *'): RecurringJob[] {
  return [
    {
      name: 'payment-approvals-expire',
      cron,
      run: async ({ db }) => {
        await expireApprovals(db, outbox);
      },
    },
  ];
}
