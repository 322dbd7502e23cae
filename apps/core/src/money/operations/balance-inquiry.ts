import { balanceInquiry } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { toWireAccount } from '../accounts.ts';
import type { MoneyDeps } from '../module.ts';

/** The acting customer's accounts with their balances. */
export const balanceInquiryOp = (deps: MoneyDeps) =>
  operation(balanceInquiry, async (ctx) => ({
    accounts: (await listCustomerAccounts(deps.db, customerOf(ctx.caller).customerId)).map(toWireAccount),
  }));
