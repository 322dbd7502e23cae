import { formatMinor, transferBetweenAccountsMaxAmount } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { ownPair } from '../own-accounts.ts';
import { usageOf } from '../pricing/limits.ts';
import { maxAmountOf, termsOf } from '../pricing/quote.ts';

/**
 * The most that can leave the source account now: what it can spend (available above its floor)
 * less the fee of that amount, and no more than the limits leave today and this month.
 */
export const transferBetweenAccountsMaxAmountOp = (deps: MoneyDeps) =>
  operation(transferBetweenAccountsMaxAmount, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    const [from, to] = await ownPair(deps.db, customerId, input.fromAccountId, input.toAccountId, 'Id');
    const [terms, used] = await Promise.all([
      termsOf(deps.db, customerId, 'betweenAccounts', from.currency, to.currency),
      usageOf(deps.db, customerId, 'betweenAccounts', from.currency),
    ]);
    const max = maxAmountOf(terms, from.availableMinor - (from.floorMinor ?? 0n), used);
    return { amount: formatMinor(max, from.currency), type: 'betweenAccounts' };
  });
