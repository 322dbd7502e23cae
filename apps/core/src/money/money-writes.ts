import { ACCOUNT_TYPES, type TCurrencyCode, type TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  listCustomerAccounts,
  openAccount,
  postBatch,
  postFxTransaction,
  type TAccountWithBalance,
  type TLedgerResult,
  type TPostOutcome,
  type TPostRequest,
} from '@openportal/ledger';
import { fieldError } from '../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../platform/caller.ts';
import {
  createGroupCommit,
  eachInSavepoint,
  type TGroupCommit,
  type TGroupCommitOptions,
  type TItemOutcome,
} from '../platform/group-commit.ts';
import type { Outbox } from '../jobs/index.ts';
import { onceEach, type TOnceAnswer } from '../platform/idempotency.ts';
import type { Db } from '@openportal/db';
import { currentFxRate } from './fx-rates.ts';
import { requestApprovals } from './payment-approvals.ts';
import { usersByCustomer } from './realtime-audience.ts';

/** One movement a request asks for: between two of the caller's accounts, once per key. */
export interface TMovementRequest {
  caller: Caller;
  idempotencyKey: string;
  from: TAccountWithBalance;
  to: TAccountWithBalance;
  amountMinor: bigint;
  /**
   * The user approves payments on a linked device (mode push): the movement is a hold (pending
   * in the ledger) with a payment approval request, decided later (`payment-approvals.ts`).
   */
  hold?: { brandName: string };
}

/** What the ledger answered for one request: a movement (maybe replayed) or its refusal. */
export type TMovementResult = TLedgerResult<TPostOutcome>;

/**
 * The money domain's writes, through group commit: every movement of concurrent requests in
 * one database transaction and one commit. A new money call adds its request shape here and
 * submits through `movements` (or a group commit of its own built the same way).
 */
export interface MoneyWrites {
  movements: TGroupCommit<TMovementRequest, TMovementResult>;
  accounts: TGroupCommit<TAccountRequest, TOnceAnswer<{ accountId: number }>>;
}

export function createMoneyWrites(db: Db, outbox: Outbox, options: TGroupCommitOptions): MoneyWrites {
  return {
    movements: createGroupCommit(db, options, (tx, items) => writeMovements(tx, outbox, items)),
    accounts: createGroupCommit(db, options, (tx, items) => writeAccounts(tx, outbox, items)),
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

function ledgerRequest(r: TMovementRequest): Omit<TPostRequest, 'moves'> {
  return {
    idempotencyScope: r.caller.customerId,
    idempotencyKey: r.idempotencyKey,
    type: 'betweenAccounts',
    description: `Transfer between own accounts ${r.from.accountId} → ${r.to.accountId}`,
    metadata: { userId: r.caller.userId },
    ...(r.hold ? { pending: true } : {}),
  };
}

/**
 * A batch of movements in the caller's transaction: same-currency ones set-based, all in ONE
 * ledger statement (checks, keys, postings, balances; each keeps its own refusal); exchanges
 * one by one, each in its own savepoint (their rate is read in the same transaction). Then the
 * realtime events of every new movement: one audience query and one outbox insert for the
 * batch. A replay writes nothing and sends nothing new.
 */
export async function writeMovements(
  tx: Queryable,
  outbox: Outbox,
  items: readonly TMovementRequest[],
): Promise<TItemOutcome<TMovementResult>[]> {
  const outcomes = new Array<TItemOutcome<TMovementResult>>(items.length);
  const same = items.flatMap((r, n) => (r.from.currency === r.to.currency ? [n] : []));
  const exchanges = items.flatMap((r, n) => (r.from.currency === r.to.currency ? [] : [n]));
  const posted = await postBatch(
    tx,
    same.map((n) => {
      const r = items[n]!;
      return {
        ...ledgerRequest(r),
        moves: [{ fromAccountId: r.from.accountId, toAccountId: r.to.accountId, amountMinor: r.amountMinor }],
      };
    }),
  );
  same.forEach((n, k) => (outcomes[n] = { ok: true, value: posted[k]! }));
  const exchanged = await eachInSavepoint(
    tx,
    exchanges.map((n) => items[n]!),
    postExchange,
  );
  exchanges.forEach((n, k) => (outcomes[n] = exchanged[k]!));
  await announce(tx, outbox, outcomes);
  await requestApprovals(tx, heldOf(items, outcomes));
  return outcomes;
}

async function postExchange(tx: Queryable, r: TMovementRequest): Promise<TMovementResult> {
  const fx = await currentFxRate(tx, r.from.currency, r.to.currency);
  if (!fx) throw fieldError('toAccount', 'noExchangeRate');
  return postFxTransaction(tx, {
    ...ledgerRequest(r),
    fromAccountId: r.from.accountId,
    toAccountId: r.to.accountId,
    sellAmountMinor: r.amountMinor,
    rate: fx.rate,
    spreadBps: fx.spreadBps,
  });
}

/** New holds of the batch, each with its request (a replay asks for nothing new). */
function heldOf(items: readonly TMovementRequest[], outcomes: readonly TItemOutcome<TMovementResult>[]) {
  return items.flatMap((r, n) => {
    const o = outcomes[n]!;
    if (!r.hold || !o.ok || !o.value.ok || o.value.value.replayed) return [];
    return [
      {
        userId: r.caller.userId,
        customerId: r.caller.customerId,
        idempotencyKey: r.idempotencyKey,
        brandName: r.hold.brandName,
        movement: o.value.value,
        fromAccountId: r.from.accountId,
        toAccountId: r.to.accountId,
      },
    ];
  });
}

/** New movements of the batch: their realtime events, written with the money in one statement. */
async function announce(tx: Queryable, outbox: Outbox, outcomes: readonly TItemOutcome<TMovementResult>[]) {
  const fresh = outcomes.flatMap((o) => (o.ok && o.value.ok && !o.value.value.replayed ? [o.value.value] : []));
  if (fresh.length === 0) return;
  const audience = await usersByCustomer(tx, [...new Set(fresh.flatMap((m) => m.touched.map((t) => t.customerId)))]);
  const deliveries: TRealtimeDelivery[] = [];
  for (const movement of fresh) {
    const transactionId = movement.transaction.transactionId;
    for (const customerId of new Set(movement.touched.map((t) => t.customerId))) {
      const userIds = audience.get(customerId) ?? [];
      const accountIds = movement.touched.filter((t) => t.customerId === customerId).map((t) => Number(t.accountId));
      deliveries.push(
        { userIds, event: { type: 'BalanceChanged', customerId, accountIds } },
        { userIds, event: { type: 'TransactionCreated', customerId, transactionId } },
      );
    }
  }
  await outbox.add(tx, 'realtime', deliveries);
}
