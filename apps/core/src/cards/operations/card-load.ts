import { cardLoad, parseAmount } from '@openportal/contract';
import { submitMovement } from '../../money/between-accounts.ts';
import { quote } from '../../money/pricing/quote.ts';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { ownCard } from '../card-rules.ts';
import { ownOpenAccount } from '../fees.ts';
import type { CardsDeps } from '../module.ts';

/**
 * Loads a prepaid card from one of the customer's accounts (spec 2 §2 popup "load", §4 "load
 * card: only when active"): a movement of the money platform (its quote of kind cardLoad with
 * fee and limits, its approvals, its group commit and ONE idempotency key, the ledger's) from
 * the account to the card's own account, in the card's currency. The answer says whether it
 * completed or waits for the user's approval (the money answers' payment state).
 */
export const cardLoadOp = (deps: CardsDeps) =>
  operation(cardLoad, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const card = await ownCard(deps.db, caller.customerId, input.accountId, 'load');
    const to = await ownOpenAccount(deps.db, caller.customerId, card.accountId, 'accountId');
    const from = await ownOpenAccount(deps.db, caller.customerId, input.fromAccountId, 'fromAccountId');
    if (input.currency !== to.currency) throw fieldError('currency', 'cardLoadCurrency');
    if (from.currency !== to.currency || from.accountId === to.accountId)
      throw fieldError('fromAccountId', 'cardLoadCurrency');
    const amount = parseAmount(input.amount, input.currency);
    if (!amount.ok) throw fieldError('amount', 'invalidAmount');
    const priced = await quote(deps.db, {
      customerId: caller.customerId,
      kind: 'cardLoad',
      fromCurrency: from.currency,
      toCurrency: to.currency,
      amountMinor: amount.minor,
    });
    const result = await submitMovement(deps.money, caller, ctx.idempotencyKey!, {
      from,
      to,
      amountMinor: amount.minor,
      quote: priced,
      lang: ctx.lang,
    }).catch((e: unknown) => {
      throw onAmountField(e);
    });
    return { transactionId: result.transactionId, ...result.state };
  });

/** The money path names the amount `toAmount` (transfers); this call's field is `amount`. */
function onAmountField(e: unknown): unknown {
  if (!(e instanceof AppError) || !e.validationErrors?.some((v) => v.field === 'toAmount')) return e;
  const validationErrors = e.validationErrors.map((v) => (v.field === 'toAmount' ? { ...v, field: 'amount' } : v));
  return new AppError(e.code, e.messageKey ?? e.message, { validationErrors, httpStatus: e.httpStatus });
}
