import type { Queryable } from '@openportal/db';
import { quoteFx, type TAccountWithBalance } from '@openportal/ledger';
import { AppError, fieldError } from '../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../platform/caller.ts';
import type { MoneyDeps } from './module.ts';
import { currentFxRate, type TFxRate } from './fx-rates.ts';
import { approvalNeeded } from './payment-approvals.ts';

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
 * One movement between the caller's accounts (an exchange when the currencies differ) with its
 * realtime events, through the money domain's group commit: written with the movements of
 * concurrent requests in one database transaction, answered after that commit. A replay of
 * the same idempotency key answers the first result and sends nothing new. The rate is read in
 * the same transaction; a retry after the back office changed the rate is refused as a
 * different request (the ledger hashes the rate too). A user who approves payments on a linked
 * device (mode push) gets a hold instead, waiting for the device (`payment-approvals.ts`); the
 * answer is the same transaction id, whose history status is pending until then.
 */
export async function submitBetweenAccounts(deps: MoneyDeps, caller: Caller, idempotencyKey: string, t: TBetween) {
  const held = await approvalNeeded(deps.db, caller, idempotencyKey);
  const hold = held ? { brandName: deps.brandName(caller.brand) } : undefined;
  const outcome = await deps.writes.movements.submit({ caller, idempotencyKey, ...t, ...(hold ? { hold } : {}) });
  if (!outcome.ok) throw refusal(outcome.error);
  if (!outcome.value.replayed) deps.afterCommit();
  return { transactionId: outcome.value.transaction.transactionId, replayed: outcome.value.replayed };
}

function refusal(error: string): AppError {
  switch (error) {
    case 'insufficientFunds':
      return fieldError('toAmount', 'insufficientFunds');
    case 'closedAccount':
      return new AppError('CA', 'closedAccount');
    case 'frozenAccount':
      // The spec's CA (an account that cannot move money), with its own message: frozen is not closed.
      return new AppError('CA', 'frozenAccount');
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
