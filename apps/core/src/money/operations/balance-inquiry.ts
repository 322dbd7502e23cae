import { balanceInquiry } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { cardsOf } from '../../cards/data/cards.ts';
import { toWireAccount } from '../accounts.ts';
import { accountNamesOf } from '../data/account-names.ts';
import type { MoneyDeps } from '../module.ts';

/** The acting customer's accounts with their balances, the names the customer gave them, and their cards. */
export const balanceInquiryOp = (deps: MoneyDeps) =>
  operation(balanceInquiry, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const [accounts, names, cards] = await Promise.all([
      listCustomerAccounts(deps.db, customerId),
      accountNamesOf(deps.db, customerId),
      cardsOf(deps.db, customerId),
    ]);
    const cardOf = new Map(cards.map((c) => [c.accountId, c]));
    return {
      accounts: accounts.map((a) =>
        toWireAccount(a, names.get(Number(a.accountId)) ?? null, cardOf.get(Number(a.accountId))),
      ),
    };
  });
