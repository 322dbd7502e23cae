import { formatMinor, historyGet, PAGE_SIZES } from '@openportal/contract';
import { countEntries, listEntries } from '@openportal/ledger';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { historyFilterOf } from '../history-filter.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * historyGet: the spec 2 filter over the acting customer's entries, newest first, 20 a page. The
 * filter (their accounts) is read on the primary, the entries on the read pool (a replica with
 * DATABASE_READ_URL: a movement committed a moment ago may show a moment later).
 */
export function historyGetOp(deps: MoneyDeps) {
  return operation(historyGet, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const filter = await historyFilterOf(deps.db, caller.customerId, input);
    const { entries } = await listEntries(deps.readDb, {
      ...filter,
      page: input.pageNumber,
      pageSize: PAGE_SIZES.history,
    });
    const { count: total } = await countEntries(deps.readDb, filter);
    return {
      history: entries.map((e) => ({
        transactionId: e.transactionId,
        date: e.createdAt.toISOString(),
        transactionType: e.type,
        status: e.status,
        description: e.description,
        accountId: Number(e.accountId),
        currencyCode: e.currency,
        amount: formatMinor(e.amountMinor, e.currency),
        direction: e.amountMinor < 0n ? ('out' as const) : ('in' as const),
        counterpartyAccountId: Number(e.counterpartyAccountId),
      })),
      total,
      pageSize: PAGE_SIZES.history,
    };
  });
}
