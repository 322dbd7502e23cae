import { balanceInquiry } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { toWireAccount } from '../accounts.ts';
import { accountNamesOf } from '../data/account-names.ts';
import type { MoneyDeps } from '../module.ts';

/** The acting customer's accounts with their balances and the names the customer gave them. */
export const balanceInquiryOp = (deps: MoneyDeps) =>
  operation(balanceInquiry, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const [accounts, names] = await Promise.all([
      listCustomerAccounts(deps.db, customerId),
      accountNamesOf(deps.db, customerId),
    ]);
    return { accounts: accounts.map((a) => toWireAccount(a, names.get(Number(a.accountId)) ?? null)) };
  });
