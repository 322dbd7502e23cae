import { formatMinor, historyGet, PAGE_SIZES } from '@openportal/contract';
import { countEntries, listEntries } from '@openportal/ledger';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { historyFilterOf } from '../history-filter.ts';
import { cursorOf, historyKey, rememberCursor } from '../history-cursors.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * `total` is exact up to this many entries (500 pages of 20), then it is the count up to ten
 * pages past the one asked for: a longer history costs no more to show than one this long, and
 * the pager still reaches every page (ledger README, "History at scale").
 */
export const HISTORY_TOTAL_EXACT = 10_000;
const TOTAL_PAGES_AHEAD = 10;

/**
 * historyGet: the spec 2 filter over the acting customer's entries, newest first, 20 a page. The
 * filter (their accounts) is read on the primary, the entries on the read pool (a replica with
 * DATABASE_READ_URL: a movement committed a moment ago may show a moment later).
 */
export function historyGetOp(deps: MoneyDeps) {
  return operation(historyGet, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const filter = await historyFilterOf(deps.db, caller.customerId, input);
    const pageSize = PAGE_SIZES.history;
    const key = historyKey(filter);
    const after = cursorOf(key, input.pageNumber);
    const page = await listEntries(deps.readDb, {
      ...filter,
      pageSize,
      ...(after === undefined ? { page: input.pageNumber } : { after }),
    });
    rememberCursor(key, input.pageNumber, page.after);
    rememberCursor(key, input.pageNumber + 1, page.next);
    const cap = Math.max(HISTORY_TOTAL_EXACT, (input.pageNumber + TOTAL_PAGES_AHEAD) * pageSize);
    const { count: total } = await countEntries(deps.readDb, filter, cap);
    return {
      history: page.entries.map((e) => ({
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
      pageSize,
    };
  });
}
