import { formatMinor, parseAmount, transferBetweenAccounts } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { quoteBetweenAccounts, submitBetweenAccounts } from '../between-accounts.ts';
import type { MoneyDeps } from '../module.ts';
import { ownPairPriced } from '../own-accounts.ts';
import { scheduleTermsOf } from '../schedules/schedules.ts';

/**
 * A transfer between the acting customer's own accounts, once per idempotency key, at the price
 * of its quote (fee rules of kind betweenAccounts, the rate) and within its limits. With the
 * subscription fields it also repeats: this is the first payment, and its schedule is recorded
 * in the same transaction (`schedules/`); the schedules-run job makes the later ones. The answer
 * says `completed`, or `pending` with the approval request's id (`trxid`) and what the caller
 * does now (`approveMode`: the spec's popups follow it).
 */
export const transferBetweenAccountsOp = (deps: MoneyDeps) =>
  operation(transferBetweenAccounts, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const terms = scheduleTermsOf(input);
    // One statement before the write: both accounts and the fee rule (the caller's session read
    // brought the approval mode; the key probe and limits run in the batch).
    const { from, to, rule } = await ownPairPriced(deps.db, {
      customerId: caller.customerId,
      fromId: input.fromAccount,
      toId: input.toAccount,
      kind: 'betweenAccounts',
      currency: input.currency,
    });
    if (from.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
    const amount = parseAmount(input.toAmount, input.currency);
    if (!amount.ok) throw fieldError('toAmount', 'invalidAmount');
    const transfer = { from, to, amountMinor: amount.minor };
    const quote = await quoteBetweenAccounts(deps.db, caller.customerId, transfer, rule);
    const { toAmount, currency, fromAccount, toAccount } = input;
    const schedule = terms
      ? { kind: 'transferBetweenAccounts' as const, request: { toAmount, currency, fromAccount, toAccount }, terms }
      : undefined;
    const result = await submitBetweenAccounts(deps, caller, ctx.idempotencyKey!, {
      ...transfer,
      quote,
      lang: ctx.lang,
      ...(schedule ? { schedule } : {}),
    });
    return {
      transactionId: result.transactionId,
      link: null,
      fee: formatMinor(quote.feeMinor, from.currency),
      field: null,
      ...result.state,
    };
  });
