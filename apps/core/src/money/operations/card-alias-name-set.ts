import { cardAliasNameSet } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { setAccountName } from '../data/account-names.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * Names one of the acting customer's open accounts (spec 2 §7 "card: set alias name"; our choice:
 * any own account, not only cards, so that home can show names). balanceInquiry returns it as
 * `cardAliasName`. Setting a name again replaces it; someone else's or a closed account is refused.
 */
export const cardAliasNameSetOp = (deps: MoneyDeps) =>
  operation(cardAliasNameSet, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const accounts = await listCustomerAccounts(deps.db, customerId);
    const own = accounts.find((a) => Number(a.accountId) === input.accountId && a.status !== 'closed');
    if (!own) throw fieldError('accountId', 'chooseOwnAccount');
    await setAccountName(deps.db, customerId, input.accountId, input.cardAliasName);
    return {};
  });
