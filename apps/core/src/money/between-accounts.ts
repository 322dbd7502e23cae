import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { getTransaction, transactionIdOfKey, type TAccountWithBalance } from '@openportal/ledger';
import { AppError, fieldError } from '../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../platform/caller.ts';
import type { MoneyDeps } from './module.ts';
import { quote, quoteOf, termsWithRule, type TQuote } from './pricing/quote.ts';
import type { TAppliedRule } from './pricing/rules.ts';
import type { TNewSchedule } from './schedules/schedules.ts';
import type { TMovementRequest } from './money-writes.ts';
import type { TApprovalAsk } from './approvals/index.ts';

interface TBetween {
  from: TAccountWithBalance;
  to: TAccountWithBalance;
  amountMinor: bigint;
}

/**
 * The price of a transfer between two own accounts: the fee rules of kind `betweenAccounts`
 * (free when no rule applies) and, across currencies, the rate (`pricing/quote.ts`). With the
 * rule already read (`ownPairPriced`) only an exchange reads anything (its rate).
 */
export async function quoteBetweenAccounts(
  q: Queryable,
  customerId: string,
  t: TBetween,
  rule?: TAppliedRule,
): Promise<TQuote> {
  if (rule) {
    const terms = await termsWithRule(q, {
      customerId,
      kind: 'betweenAccounts',
      fromCurrency: t.from.currency,
      toCurrency: t.to.currency,
      rule,
    });
    return quoteOf(terms, t.amountMinor);
  }
  return quote(q, {
    customerId,
    kind: 'betweenAccounts',
    fromCurrency: t.from.currency,
    toCurrency: t.to.currency,
    amountMinor: t.amountMinor,
  });
}

/**
 * One movement between the caller's accounts (an exchange when the currencies differ) with its
 * realtime events, through the money domain's group commit: written with the movements of
 * concurrent requests in one database transaction, answered after that commit, at the price
 * of its quote (fee legs, rate), checked against the quote's limits in that transaction. A
 * replay of the same idempotency key answers the first result and sends nothing new; a retry
 * after the rule or the rate changed is refused (`quoteChanged`: the ledger hashes both).
 * Whether it waits for an approval is decided by the shared money path (`approvals/`, keyed by
 * the movement): then it is a hold, and the answer says `pending` with the request id (`trxid`).
 */
export async function submitBetweenAccounts(
  deps: MoneyDeps,
  caller: Caller,
  idempotencyKey: string,
  t: TBetween & { quote: TQuote; schedule?: TNewSchedule; lang: TLanguage },
) {
  return submitMovement(deps, caller, idempotencyKey, t);
}

/** The approval request a movement asks for if the user's mode or rights make it wait. */
function approvalAskOf(
  deps: MoneyDeps,
  caller: Caller,
  t: Omit<TMovementRequest, 'caller' | 'idempotencyKey' | 'approval'>,
  lang: TLanguage,
): TApprovalAsk {
  const kind = t.kind ?? 'between';
  return {
    brandName: deps.brandName(caller.brand),
    lang,
    payee: t.payee ? t.payee.email : `account ${t.to.accountId}`,
    transferKind: kind === 'between' ? 'betweenAccounts' : kind,
    ...(t.references?.batchId ? { batchId: t.references.batchId } : {}),
  };
}

/**
 * Any movement from the caller's account (between own accounts, p2p to a payee, an invoice's
 * payment: `TMovementRequest`), submitted as above: the same approval decision (`approvals/`,
 * made in the shared write path), the same group commit, the same stale-quote and refusal
 * answers. The answer says whether it completed or waits (`state`, `pending`).
 */
export async function submitMovement(
  deps: MoneyDeps,
  caller: Caller,
  idempotencyKey: string,
  t: Omit<TMovementRequest, 'caller' | 'idempotencyKey' | 'approval'> & { lang: TLanguage },
) {
  const { lang, ...movement } = t;
  const approval = approvalAskOf(deps, caller, movement, lang);
  const outcome = await deps.writes.movements.submit({ caller, idempotencyKey, ...movement, approval });
  if (
    !outcome.ok &&
    outcome.error === 'idempotencyKeyReused' &&
    (await sameRequest(deps.db, caller, idempotencyKey, t))
  )
    throw new AppError('VF', 'quoteChanged', { httpStatus: 409 });
  if (!outcome.ok) throw refusal(outcome.error);
  if (!outcome.value.replayed) deps.afterCommit();
  return {
    transactionId: outcome.value.transaction.transactionId,
    replayed: outcome.value.replayed,
    state: outcome.value.state,
    pending: outcome.value.state.status === 'pending',
  };
}

/**
 * Was the key first used for this very transfer (same accounts and amount)? Then the request
 * differs only in its price: the rule or the rate changed since (a stale quote).
 */
async function sameRequest(q: Queryable, caller: Caller, key: string, t: TBetween): Promise<boolean> {
  const id = await transactionIdOfKey(q, caller.customerId, key);
  const first = id ? await getTransaction(q, id) : null;
  const request = first?.metadata['request'] as Record<string, string> | undefined;
  return (
    request?.['from'] === String(t.from.accountId) &&
    request['to'] === String(t.to.accountId) &&
    request['amountMinor'] === String(t.amountMinor)
  );
}

/** The wire answer of a ledger refusal of a movement. */
export function refusal(error: string): AppError {
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
