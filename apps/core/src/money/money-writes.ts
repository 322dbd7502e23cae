import { ACCOUNT_TYPES, type TCurrencyCode, type TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  listCustomerAccounts,
  openAccount,
  postBatch,
  keyOfScope,
  transactionIdsOfKeys,
  type TAccountWithBalance,
  type TBatchRequest,
  type TLedgerResult,
  type TPostOutcome,
  type TReferences,
} from '@openportal/ledger';
import { fieldError } from '../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../platform/caller.ts';
import {
  createGroupCommit,
  type TGroupCommit,
  type TGroupCommitOptions,
  type TItemOutcome,
} from '../platform/group-commit.ts';
import type { Outbox } from '../jobs/index.ts';
import { onceEach, type TOnceAnswer } from '../platform/idempotency.ts';
import type { TNotifyDeps } from '../platform/notifications/index.ts';
import type { TPayee } from './payees.ts';
import { completeMovements, completionOf } from './completion.ts';
import { checkAttachments, recordAttachments, type TMovementAttachment } from './attachments.ts';

export type { TPayee } from './payees.ts';
import type { Db } from '@openportal/db';
import {
  COMPLETED,
  decideApprovals,
  requestApprovals,
  type TApprovalAsk,
  type TApprovalDecision,
  type TPaymentState,
} from './approvals/index.ts';
import { chargeLimits, releaseLimits, type TLimitCharge } from './pricing/limits.ts';
import type { TQuote } from './pricing/quote.ts';
import { usersByCustomer } from './realtime-audience.ts';
import type { TNewSchedule } from './schedules/schedules.ts';
import { exchangeOf, feeAccountsOf, transferWithFees } from './ledger-requests.ts';

/**
 * What a movement is: between two of the caller's own accounts, to another customer (p2p), or
 * the payment of an invoice. It names the ledger's history type and, with a payee, who hears
 * of the money received.
 */
export type TMovementKind = 'between' | 'p2p' | 'invoice';

/** One movement a request asks for: from the caller's account to `to` (own, or a payee's), once per key. */
export interface TMovementRequest {
  caller: Caller;
  idempotencyKey: string;
  /** Default 'between' (two accounts of the caller). p2p and invoice need `payee`. */
  kind?: TMovementKind;
  from: TAccountWithBalance;
  to: TAccountWithBalance;
  amountMinor: bigint;
  /** Its price (`pricing/quote.ts`): the fee legs, the rate and the limits it is checked against. */
  quote: TQuote;
  /** Another customer's `to` account (kinds p2p and invoice). */
  payee?: TPayee;
  /**
   * Typed, indexed references of the ledger row (batch, invoice, counterparty, external
   * reference). For a payee, counterparty defaults to their e-mail. Part of the request's hash.
   */
  references?: TReferences;
  /** The payer's note (p2p), kept in the metadata and shown with the movement. */
  note?: string;
  /**
   * Set by every call a signed-in user makes: this path decides, keyed by the movement, whether
   * it waits for an approval (`approvals/`: the user's mode push/sms/otp/code, or a checker for
   * rights 3). A waiting movement is a hold (pending in the ledger) with its request; the answer
   * says `pending` with the request id. Absent only for a schedule's later occurrence (consented).
   */
  approval?: TApprovalAsk;
  /** The request repeats (subscription fields): its schedule is recorded with this first payment. */
  schedule?: TNewSchedule;
  /** Rows it settles besides the money (the invoice it pays), checked and recorded in its transaction. */
  attachment?: TMovementAttachment;
  /** The payer's approval threshold in its currency when read before (null: none); else read in the batch. */
  approvalThreshold?: bigint | null;
}

/** A movement the ledger wrote (maybe replayed), and whether it completed or waits for an approval. */
export type TMoved = TPostOutcome & { state: TPaymentState };

/** What the ledger answered for one request: a movement (maybe replayed) or its refusal. */
export type TMovementResult = TLedgerResult<TMoved>;

/**
 * The money domain's writes, through group commit: every movement of concurrent requests in
 * one database transaction and one commit. A new money call adds its request shape here and
 * submits through `movements` (or a group commit of its own built the same way).
 */
export interface MoneyWrites {
  movements: TGroupCommit<TMovementRequest, TMovementResult>;
  accounts: TGroupCommit<TAccountRequest, TOnceAnswer<{ accountId: number }>>;
}

/**
 * Where money writes send their side effects, in their transaction: the outbox (realtime
 * events) and `notify`'s brand names (the payee's "money received").
 */
export type TMoneySink = TNotifyDeps;

export function createMoneyWrites(db: Db, sink: TMoneySink, options: TGroupCommitOptions): MoneyWrites {
  return {
    movements: createGroupCommit(db, options, (tx, items) => writeMovements(tx, sink, items)),
    accounts: createGroupCommit(db, options, (tx, items) => writeAccounts(tx, sink.outbox, items)),
  };
}

/** One more payment account, in a currency the customer holds none of yet, once per key. */
export interface TAccountRequest {
  customerId: string;
  idempotencyKey: string;
  currencyCode: TCurrencyCode;
}

/**
 * A batch of new accounts: keys claimed and answers stored set-based (`onceEach`), each account
 * opened in its own savepoint, the realtime event of every new one with one audience query and
 * one outbox insert. A replay opens nothing and sends nothing.
 */
async function writeAccounts(tx: Queryable, outbox: Outbox, items: readonly TAccountRequest[]) {
  const outcomes = await onceEach(
    tx,
    items,
    (r) => ({
      scope: r.customerId,
      key: r.idempotencyKey,
      call: 'currencyAccountAdd',
      request: { currencyCode: r.currencyCode },
    }),
    openPaymentAccount,
  );
  const fresh = items.flatMap((r, n) => {
    const o = outcomes[n]!;
    return o.ok && !o.value.replayed ? [{ customerId: r.customerId, accountId: o.value.answer.accountId }] : [];
  });
  if (fresh.length > 0) {
    const audience = await usersByCustomer(tx, [...new Set(fresh.map((f) => f.customerId))]);
    await outbox.add(
      tx,
      'realtime',
      fresh.map(({ customerId, accountId }) => ({
        userIds: audience.get(customerId) ?? [],
        event: { type: 'BalanceChanged' as const, customerId, accountIds: [accountId] },
      })),
    );
  }
  return outcomes;
}

/** One open payment account per currency: a second is refused. */
async function openPaymentAccount(tx: Queryable, r: TAccountRequest): Promise<{ accountId: number }> {
  const held = await listCustomerAccounts(tx, r.customerId);
  const exists = held.some(
    (a) => a.currency === r.currencyCode && a.type === ACCOUNT_TYPES.payment && a.status !== 'closed',
  );
  if (exists) throw fieldError('currencyCode', 'currencyAccountExists');
  const opened = await openAccount(tx, {
    customerId: r.customerId,
    currency: r.currencyCode,
    type: ACCOUNT_TYPES.payment,
  });
  if (!opened.ok) throw fieldError('currencyCode', 'validationFailed');
  return { accountId: Number(opened.value.accountId) };
}

const chargeOf = (r: TMovementRequest): TLimitCharge => ({
  customerId: r.caller.customerId,
  kind: r.quote.kind,
  currency: r.from.currency,
  amountMinor: r.amountMinor,
  limits: r.quote.limits,
});

/**
 * A batch of movements in the caller's transaction. First the limits: every item counted
 * against its customer's day and month in one locked read and one write (`chargeLimits`); an
 * item over a limit is refused unless its key was already used (a retry: the ledger answers it).
 * Then the money, all in ONE ledger statement (checks, keys, postings, balances; each keeps its
 * own refusal): fee legs to the fees account with their transfer, exchanges as legs at the
 * quote's rate (the rate the customer was shown, and the one hashed). What was counted for an
 * item whose money did not move (refused, or a replay) is given back in the same transaction.
 * Then the realtime events of every new movement (payer and payee alike): one audience query
 * and one outbox insert for the batch; and every movement completed now runs its completion
 * (`completion.ts`: the payee's "money received", the schedule it starts, the invoice's "paid"
 * notice), the one place the approval machine runs too when it posts a hold. A hold keeps its
 * completion with its request until then. A replay writes nothing and sends nothing new. Before all of it,
 * the approval decision of each movement (`approvals/decideApprovals`): a movement that waits
 * is posted as a hold and gets its request after the ledger statement; every answer carries
 * `state` (completed, or pending with the request id). An attachment (the invoice a payment
 * settles) is checked before the money and recorded after it, in the same transaction.
 */
export async function writeMovements(
  tx: Queryable,
  sink: TMoneySink,
  items: readonly TMovementRequest[],
): Promise<TItemOutcome<TMovementResult>[]> {
  const outcomes = new Array<TItemOutcome<TLedgerResult<TPostOutcome>>>(items.length);
  const used = await usedKeysOf(tx, items);
  await checkAttachments(tx, items, outcomes, used);
  const decisions = await decideApprovals(tx, items, used);
  const held = decisions.map((d) => 'hold' in d && d.hold);
  decisions.forEach((d, n) => {
    if ('refusal' in d && outcomes[n] === undefined) outcomes[n] = { ok: false, error: d.refusal };
  });
  const counted = await countLimits(tx, items, outcomes, used);
  const open = items.flatMap((_r, n) => (outcomes[n] === undefined ? [n] : []));
  const feeAccounts = await feeAccountsOf(
    tx,
    open.map((n) => items[n]!).filter((r) => r.from.currency === r.to.currency),
  );
  const requests = open.flatMap((n): Array<[number, TBatchRequest]> => {
    const r = items[n]!;
    const req =
      r.from.currency === r.to.currency ? transferWithFees(r, feeAccounts, held[n]!) : exchangeOf(r, held[n]!);
    if (req) return [[n, req]];
    outcomes[n] = { ok: false, error: fieldError('toAccount', 'noExchangeRate') };
    return [];
  });
  const posted = await postBatch(
    tx,
    requests.map(([, req]) => req),
  );
  requests.forEach(([n], k) => (outcomes[n] = { ok: true, value: posted[k]! }));
  const unmoved = items.filter((_r, n) => counted[n] && !movedNow(outcomes[n]!));
  await releaseLimits(tx, unmoved.map(chargeOf));
  const shared = await announce(tx, items, outcomes);
  await recordAttachments(tx, items, outcomes);
  const states = await answerStates(tx, sink.outbox, items, decisions, outcomes);
  await completeMovements(
    tx,
    sink,
    items.flatMap((r, n) => {
      const o = outcomes[n]!;
      if (held[n] || !o.ok || !o.value.ok || o.value.value.replayed) return [];
      return [{ transactionId: o.value.value.transaction.transactionId, completion: completionOf(r) }];
    }),
    shared,
  );
  // Every realtime event of the batch, the payers' and the payees' alike, in one outbox statement.
  if (shared.realtime.length > 0) await sink.outbox.add(tx, 'realtime', shared.realtime);
  return outcomes.map((o, n): TItemOutcome<TMovementResult> => {
    if (!o.ok || !o.value.ok) return o as TItemOutcome<TMovementResult>;
    return { ok: true, value: { ok: true, value: { ...o.value.value, state: states[n] ?? COMPLETED } } };
  });
}

/**
 * The batch's key probe, one statement: item -> the transaction its idempotency key already
 * wrote (a retry; the ledger replays it). Approvals, attachments and limits read it.
 */
async function usedKeysOf(tx: Queryable, items: readonly TMovementRequest[]): Promise<Map<number, string>> {
  const ids = await transactionIdsOfKeys(
    tx,
    items.map((r) => ({ scope: r.caller.customerId, key: r.idempotencyKey })),
  );
  const used = new Map<number, string>();
  items.forEach((r, n) => {
    const id = ids.get(keyOfScope(r.caller.customerId, r.idempotencyKey));
    if (id) used.set(n, id);
  });
  return used;
}

/**
 * The limits of every item not refused yet, counted in one locked read and one write
 * (`chargeLimits`); an item over a limit is refused unless its key was already used (a retry:
 * the ledger answers it). Answers which items were counted.
 */
async function countLimits(
  tx: Queryable,
  items: readonly TMovementRequest[],
  outcomes: Array<TItemOutcome<TLedgerResult<TPostOutcome>>>,
  used: ReadonlyMap<number, string>,
): Promise<boolean[]> {
  const candidates = items.flatMap((_r, n) => (outcomes[n] === undefined ? [n] : []));
  const refusals = await chargeLimits(
    tx,
    candidates.map((n) => chargeOf(items[n]!)),
  );
  const counted = items.map(() => false);
  for (const [k, refusal] of refusals.entries()) {
    const n = candidates[k]!;
    if (refusal === null) {
      counted[n] = true;
      continue;
    }
    if (!used.has(n)) outcomes[n] = { ok: false, error: fieldError('toAmount', refusal) };
  }
  return counted;
}

/**
 * The approval requests of the batch's held movements (`approvals/requestApprovals`: rows, and
 * the push, code or checker notice each sends) and what every answer says: completed, or
 * pending with its request id.
 */
async function answerStates(
  tx: Queryable,
  outbox: Outbox,
  items: readonly TMovementRequest[],
  decisions: readonly TApprovalDecision[],
  outcomes: readonly TItemOutcome<TLedgerResult<TPostOutcome>>[],
): Promise<Array<TPaymentState | undefined>> {
  const heldAt: number[] = [];
  const held = items.flatMap((r, n) => {
    const o = outcomes[n]!;
    const d = decisions[n]!;
    if (!('hold' in d) || !d.hold || !o.ok || !o.value.ok) return [];
    heldAt.push(n);
    return [
      {
        caller: r.caller,
        idempotencyKey: r.idempotencyKey,
        ...(r.approval ? { approval: r.approval } : {}),
        movement: o.value.value,
        mode: d.mode,
        fromAccountId: r.from.accountId,
        toAccountId: r.to.accountId,
        completion: completionOf(r),
      },
    ];
  });
  const states = new Array<TPaymentState | undefined>(items.length);
  if (held.length === 0) return states;
  (await requestApprovals(tx, outbox, held)).forEach((s, k) => (states[heldAt[k]!] = s));
  return states;
}

const movedNow = (o: TItemOutcome<TLedgerResult<TPostOutcome>>) => o.ok && o.value.ok && !o.value.value.replayed;

/**
 * New movements of the batch: their realtime events, gathered to be written with the payees'
 * (`completeMovements`) in one outbox statement after, and the users of every customer they
 * touched (one query; the completions' notices and events reuse it). The payer's side only:
 * another customer paid (p2p, invoice) sees it from the completion, the one place a payee hears
 * of money, at once or when approved. Nothing is read for a batch with no new movement.
 */
async function announce(
  tx: Queryable,
  items: readonly TMovementRequest[],
  outcomes: readonly TItemOutcome<TLedgerResult<TPostOutcome>>[],
): Promise<{ audience: Map<string, string[]>; realtime: TRealtimeDelivery[] }> {
  const fresh = outcomes.flatMap((o, n) =>
    o.ok && o.value.ok && !o.value.value.replayed
      ? [{ movement: o.value.value, payee: items[n]!.payee, payer: items[n]!.caller.customerId }]
      : [],
  );
  const deliveries: TRealtimeDelivery[] = [];
  if (fresh.length === 0) return { audience: new Map(), realtime: deliveries };
  const customers = fresh.flatMap(({ movement }) => movement.touched.map((t) => t.customerId));
  const audience = await usersByCustomer(tx, [...new Set(customers)]);
  for (const { movement, payee, payer } of fresh) {
    const transactionId = movement.transaction.transactionId;
    for (const customerId of new Set(movement.touched.map((t) => t.customerId))) {
      if (payee && customerId === payee.customerId && customerId !== payer) continue;
      const userIds = audience.get(customerId) ?? [];
      const accountIds = movement.touched.filter((t) => t.customerId === customerId).map((t) => Number(t.accountId));
      deliveries.push(
        { userIds, event: { type: 'BalanceChanged', customerId, accountIds } },
        { userIds, event: { type: 'TransactionCreated', customerId, transactionId } },
      );
    }
  }
  return { audience, realtime: deliveries };
}
