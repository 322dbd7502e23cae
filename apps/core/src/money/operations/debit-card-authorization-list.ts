import { debitCardAuthorizationList, PAGE_SIZES } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { listAuthorizations } from '../../cards/data/authorizations.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * Debit-card authorization history (spec 2 §6: shown for settlement accounts): the
 * authorizations of a card account of the acting customer, or of the cards the account settles
 * (ours: a card whose hold lands on it), newest first, 10 a page.
 */
export const debitCardAuthorizationListOp = (deps: MoneyDeps) =>
  operation(debitCardAuthorizationList, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const own = (await listCustomerAccounts(deps.db, customerId)).some((a) => Number(a.accountId) === input.accountId);
    if (!own) throw fieldError('accountId', 'chooseOwnAccount');
    const page = await listAuthorizations(deps.db, {
      ...{ customerId, accountId: input.accountId, by: 'card', from: input.fromDate, to: input.toDate },
      page: input.pageNumber,
      pageSize: input.pageSize ?? PAGE_SIZES.debitHistory,
    });
    return { responseCode: '00' as const, ...page };
  });
