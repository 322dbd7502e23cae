import { formatMinor, parseAmount, transferBetweenAccounts } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { BETWEEN_ACCOUNTS_FEE_MINOR, submitBetweenAccounts } from '../between-accounts.ts';
import type { MoneyDeps } from '../module.ts';
import { ownPair } from '../own-accounts.ts';

const SUBSCRIPTION_FIELDS = [
  'subscriptionEndDate',
  'subscriptionFrequency',
  'subscriptionTransactions',
  'subscriptionUserCancel',
] as const;

/**
 * A transfer between the acting customer's own accounts, once per idempotency key. Repeating
 * transfers (the subscription fields) are not built yet: they are refused, never dropped.
 */
export const transferBetweenAccountsOp = (deps: MoneyDeps) =>
  operation(transferBetweenAccounts, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const scheduled = SUBSCRIPTION_FIELDS.filter((f) => input[f] !== undefined);
    if (scheduled.length > 0)
      throw new AppError('VF', 'validationFailed', {
        validationErrors: scheduled.map((field) => ({ field, message: 'Repeating transfers are not available yet' })),
      });
    const [from, to] = await ownPair(deps.db, caller.customerId, input.fromAccount, input.toAccount, '');
    if (from.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
    const amount = parseAmount(input.toAmount, input.currency);
    if (!amount.ok) throw fieldError('toAmount', 'invalidAmount');
    const result = await submitBetweenAccounts(deps, caller, ctx.idempotencyKey!, {
      from,
      to,
      amountMinor: amount.minor,
    });
    return {
      transactionId: result.transactionId,
      link: null,
      fee: formatMinor(BETWEEN_ACCOUNTS_FEE_MINOR, from.currency),
      field: null,
    };
  });
