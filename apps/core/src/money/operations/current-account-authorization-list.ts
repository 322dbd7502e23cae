import { currentAccountAuthorizationList, PAGE_SIZES } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { listAuthorizations } from '../../cards/data/authorizations.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * Current-account authorization history (ours: spec 2 §7 names the call): the card
 * authorizations holding (or that held) money on one of the acting customer's accounts, newest
 * first, 10 a page.
 */
export const currentAccountAuthorizationListOp = (deps: MoneyDeps) =>
  operation(currentAccountAuthorizationList, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const own = (await listCustomerAccounts(deps.db, customerId)).some((a) => Number(a.accountId) === input.accountId);
    if (!own) throw fieldError('accountId', 'chooseOwnAccount');
    const page = await listAuthorizations(deps.db, {
      ...{ customerId, accountId: input.accountId, by: 'hold', from: input.fromDate, to: input.toDate },
      page: input.pageNumber,
      pageSize: input.pageSize ?? PAGE_SIZES.authorizationHistory,
    });
    return { responseCode: '00' as const, ...page };
  });
