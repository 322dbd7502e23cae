import type { TCurrencyCode, TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { TNotifyDeps } from '../platform/notifications/index.ts';
import { invoicePaidNotice, reopenInvoiceOf } from './invoices/invoice-payment.ts';
import { tellPayees, type TPayee } from './payees.ts';
import { usersByCustomer } from './realtime-audience.ts';
import { insertSchedules, type TNewSchedule } from './schedules/schedules.ts';

/**
 * What a movement does when it completes, besides the money: the payee hears "money received"
 * (p2p), the repeating payment it is the first of starts its schedule, the issuer of the
 * invoice it pays hears "invoice paid". Plain JSON: a movement held for an approval keeps it
 * with its request (payment_approvals.on_complete) until the approval posts the hold.
 */
export interface TCompletion {
  received?: { payee: TPayee; currency: TCurrencyCode; minor: string };
  schedule?: { customerId: string; userId: string; schedule: TNewSchedule };
  invoice?: true;
  /** Another customer's account the money arrived in: its users see it arrive live (realtime). */
  credited?: { customerId: string; accountId: string };
}

/** What a request asks of its movement's completion (`TMovementRequest`, structurally). */
interface TCompletable {
  caller: { customerId: string; userId: string };
  kind?: 'between' | 'p2p' | 'invoice';
  payee?: TPayee;
  to: { currency: TCurrencyCode; accountId: bigint };
  amountMinor: bigint;
  quote: { fx: unknown; toMinor: bigint };
  schedule?: TNewSchedule;
}

/** The completion of one movement request (nothing to do: undefined). */
export function completionOf(r: TCompletable): TCompletion | undefined {
  const c: TCompletion = {};
  // An invoice's payment tells its issuer "invoice paid" instead of "money received".
  if (r.kind === 'invoice') c.invoice = true;
  else if (r.payee)
    c.received = {
      payee: r.payee,
      currency: r.to.currency,
      minor: String(r.quote.fx ? r.quote.toMinor : r.amountMinor),
    };
  if (r.payee && r.payee.customerId !== r.caller.customerId)
    c.credited = { customerId: r.payee.customerId, accountId: String(r.to.accountId) };
  if (r.schedule) c.schedule = { customerId: r.caller.customerId, userId: r.caller.userId, schedule: r.schedule };
  return Object.keys(c).length > 0 ? c : undefined;
}

/** A movement that completed (posted now, or its hold posted by an approval) and what it does. */
export interface TCompleted {
  transactionId: string;
  completion: TCompletion | null | undefined;
}

/**
 * THE place where movements complete, in their transaction: the immediate path of the money
 * writes (a batch) and the approval machine (a hold approved) both call it, so a payment held
 * for an approval tells its payee, starts its schedule and tells the invoice's issuer exactly
 * as one that completed at once. Payees of a batch hear one notice per (payee, payer, currency).
 * The payee's users see the money arrive live (BalanceChanged, TransactionCreated) from here
 * only, once per completion (the money writes' own events are the payer's side).
 */
export async function completeMovements(
  tx: Queryable,
  sink: TNotifyDeps,
  done: readonly TCompleted[],
  shared: TShared = {},
) {
  const received = done.flatMap(({ transactionId, completion: c }) =>
    c?.received ? [{ ...c.received, minor: BigInt(c.received.minor), transactionId }] : [],
  );
  const credited = done.flatMap((d) =>
    d.completion?.credited ? [{ ...d.completion.credited, id: d.transactionId }] : [],
  );
  const customers = [...received.map((r) => r.payee.customerId), ...credited.map((c) => c.customerId)];
  const audience = await audienceOf(tx, customers, shared.audience);
  await tellPayees(tx, sink, received, audience);
  await insertSchedules(
    tx,
    done.flatMap((d) => (d.completion?.schedule ? [d.completion.schedule] : [])),
  );
  for (const d of done) if (d.completion?.invoice) await invoicePaidNotice(tx, sink, d.transactionId);
  const deliveries: TRealtimeDelivery[] = credited.flatMap(({ customerId, accountId, id }) => {
    const userIds = audience.get(customerId) ?? [];
    return [
      { userIds, event: { type: 'BalanceChanged' as const, customerId, accountIds: [Number(accountId)] } },
      { userIds, event: { type: 'TransactionCreated' as const, customerId, transactionId: id } },
    ];
  });
  // The payee side of completed movements: with the caller's events (one outbox statement), else its own.
  if (shared.realtime) shared.realtime.push(...deliveries);
  else if (deliveries.length > 0) await sink.outbox.add(tx, 'realtime', deliveries);
}

/**
 * What the caller of `completeMovements` already has: the users of customers it read (the
 * money writes' audience of the batch) and a list of realtime deliveries it writes itself,
 * after, in one outbox statement with its own.
 */
export interface TShared {
  audience?: ReadonlyMap<string, string[]>;
  realtime?: TRealtimeDelivery[];
}

/** The users of these customers: from `known` when it has them all, else one query for the rest. */
async function audienceOf(
  tx: Queryable,
  customerIds: readonly string[],
  known: ReadonlyMap<string, string[]> = new Map(),
): Promise<ReadonlyMap<string, string[]>> {
  const missing = [...new Set(customerIds.filter((c) => !known.has(c)))];
  if (missing.length === 0) return known;
  return new Map([...known, ...(await usersByCustomer(tx, missing))]);
}

/**
 * A held movement that never completes (its approval denied or expired): what it had taken
 * besides the money is given back (the invoice it paid is unpaid again). Its completion is
 * never run: no notice, no schedule.
 */
export async function abandonMovement(tx: Queryable, a: { transactionId: string; transferKind: string }) {
  if (a.transferKind === 'invoice') await reopenInvoiceOf(tx, a.transactionId);
}
