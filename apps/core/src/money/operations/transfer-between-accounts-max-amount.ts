import { formatMinor, transferBetweenAccountsMaxAmount } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { BETWEEN_ACCOUNTS_FEE_MINOR } from '../between-accounts.ts';
import type { MoneyDeps } from '../module.ts';
import { ownPair } from '../own-accounts.ts';

/** The most that can leave the source account now (available above its floor, less the fee). */
export const transferBetweenAccountsMaxAmountOp = (deps: MoneyDeps) =>
  operation(transferBetweenAccountsMaxAmount, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    const [from] = await ownPair(deps.db, customerId, input.fromAccountId, input.toAccountId, 'Id');
    const max = from.availableMinor - (from.floorMinor ?? 0n) - BETWEEN_ACCOUNTS_FEE_MINOR;
    return { amount: formatMinor(max > 0n ? max : 0n, from.currency), type: 'betweenAccounts' };
  });
