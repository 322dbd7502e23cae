import type { Queryable } from '@openportal/db';
import { postBatch, postFxTransaction, quoteFx, type TAccountWithBalance, type TPostOutcome } from '@openportal/ledger';
import { AppError, fieldError } from '../platform/app-error.ts';
import { enqueueRealtime } from '../platform/outbox.ts';
import type { CustomerCaller as Caller } from '../platform/caller.ts';
import type { MoneyDeps } from './module.ts';
import { currentFxRate, type TFxRate } from './fx-rates.ts';
import { usersOfCustomers } from './realtime-audience.ts';

/** Our choice: moving money between one's own accounts is free; across currencies the spread applies. */
export const BETWEEN_ACCOUNTS_FEE_MINOR = 0n;

interface TBetween {
  from: TAccountWithBalance;
  to: TAccountWithBalance;
  amountMinor: bigint;
}

/** What the target account receives, and the rate when the currencies differ. */
export async function quoteBetweenAccounts(
  q: Queryable,
  from: TAccountWithBalance,
  to: TAccountWithBalance,
  amountMinor: bigint,
): Promise<{ toMinor: bigint; fx: TFxRate | null }> {
  if (from.currency === to.currency) return { toMinor: amountMinor, fx: null };
  const fx = await currentFxRate(q, from.currency, to.currency);
  if (!fx) throw fieldError('toAccount', 'noExchangeRate');
  const quote = quoteFx({ ...fx, sell: from.currency, buy: to.currency }, { sellMinor: amountMinor });
  if (!quote) throw fieldError('toAmount', 'amountTooSmallToExchange');
  return { toMinor: quote.buyMinor, fx };
}

/**
 * One ledger movement (an exchange when the currencies differ) and its realtime events in one
 * database transaction. A replay of the same idempotency key answers the first result and
 * sends nothing new. The rate is read in the same transaction; a retry after the back office
 * changed the rate is refused as a different request (the ledger hashes the rate too).
 */
export async function submitBetweenAccounts(deps: MoneyDeps, caller: Caller, idempotencyKey: string, t: TBetween) {
  const outcome = await deps.db.transaction(async (tx) => {
    const r = await post(tx, caller, idempotencyKey, t);
    if (r.ok && !r.value.replayed) await announce(tx, r.value);
    return r;
  });
  if (!outcome.ok) throw refusal(outcome.error);
  if (!outcome.value.replayed) deps.afterCommit();
  return { transactionId: outcome.value.transaction.transactionId, replayed: outcome.value.replayed };
}

async function post(tx: Queryable, caller: Caller, idempotencyKey: string, t: TBetween) {
  const common = {
    idempotencyScope: caller.customerId,
    idempotencyKey,
    type: 'betweenAccounts' as const,
    description: `Transfer between own accounts ${t.from.accountId} → ${t.to.accountId}`,
    metadata: { userId: caller.userId },
  };
  if (t.from.currency === t.to.currency) {
    // The set-based path: checks, key, postings and balances in one statement (one round trip).
    const [answer] = await postBatch(tx, [
      {
        ...common,
        moves: [{ fromAccountId: t.from.accountId, toAccountId: t.to.accountId, amountMinor: t.amountMinor }],
      },
    ]);
    return answer!;
  }
  const fx = await currentFxRate(tx, t.from.currency, t.to.currency);
  if (!fx) throw fieldError('toAccount', 'noExchangeRate');
  return postFxTransaction(tx, {
    ...common,
    fromAccountId: t.from.accountId,
    toAccountId: t.to.accountId,
    sellAmountMinor: t.amountMinor,
    rate: fx.rate,
    spreadBps: fx.spreadBps,
  });
}

async function announce(tx: Queryable, outcome: TPostOutcome) {
  const customerIds = [...new Set(outcome.touched.map((t) => t.customerId))];
  const transactionId = outcome.transaction.transactionId;
  for (const customerId of customerIds) {
    const userIds = await usersOfCustomers(tx, [customerId]);
    const accountIds = outcome.touched.filter((t) => t.customerId === customerId).map((t) => Number(t.accountId));
    await enqueueRealtime(tx, [
      { userIds, event: { type: 'BalanceChanged', customerId, accountIds } },
      { userIds, event: { type: 'TransactionCreated', customerId, transactionId } },
    ]);
  }
}

function refusal(error: string): AppError {
  switch (error) {
    case 'insufficientFunds':
      return fieldError('toAmount', 'insufficientFunds');
    case 'closedAccount':
      return new AppError('CA', 'closedAccount');
    case 'frozenAccount':
      return new AppError('CA', 'closedAccount');
    case 'idempotencyKeyReused':
      return new AppError('VF', 'idempotencyKeyReused', {
        httpStatus: 409,
        validationErrors: [
          { field: 'Idempotency-Key', message: 'Idempotency key was already used with a different request' },
        ],
      });
    case 'idempotencyInProgress':
      return new AppError('AE', 'idempotencyInProgress', { httpStatus: 409 });
    case 'sameAccount':
      return fieldError('toAccount', 'sameAccount');
    case 'currencyMismatch':
      return fieldError('toAccount', 'currencyMismatch');
    default:
      return new AppError('TA1', 'invalidParams');
  }
}
