import { formatMinor, historyGet, PAGE_SIZES, parseAmount, type TCurrencyCode } from '@openportal/contract';
import { countEntries, listCustomerAccounts, listEntries, type THistoryFilter } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';

const DAY_MS = 86_400_000;

/** historyGet: the spec 2 filter over the acting customer's entries, newest first, 20 a page. */
export function historyGetOp(deps: MoneyDeps) {
  return operation(historyGet, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const accounts = await listCustomerAccounts(deps.db, caller.customerId);
    const account =
      input.accountId === undefined ? undefined : accounts.find((a) => Number(a.accountId) === input.accountId);
    if (input.accountId !== undefined && !account) throw fieldError('accountId', 'chooseOwnAccount');
    // Our choice: amount bounds are read in the filtered account's currency, else with two decimals.
    const unit: TCurrencyCode = account?.currency ?? 'USD';
    const bound = (v: string | undefined, field: string) => {
      if (v === undefined) return undefined;
      const r = parseAmount(v, unit, { positive: false });
      if (!r.ok) throw fieldError(field, 'invalidAmount');
      return r.minor;
    };
    const filter: THistoryFilter = {
      customerId: caller.customerId,
      accountId: account?.accountId,
      types: input.transactionType ? [input.transactionType] : undefined,
      excludeTypes: input.excludeTypes,
      status: input.status,
      direction: input.transactionDirection,
      from: input.fromDate ? new Date(`${input.fromDate}T00:00:00Z`) : undefined,
      to: input.toDate ? new Date(Date.parse(`${input.toDate}T00:00:00Z`) + DAY_MS) : undefined,
      minAmountMinor: bound(input.fromAmount, 'fromAmount'),
      maxAmountMinor: bound(input.toAmount, 'toAmount'),
      keyword: input.keyword,
    };
    const { entries } = await listEntries(deps.db, { ...filter, page: input.pageNumber, pageSize: PAGE_SIZES.history });
    const { count: total } = await countEntries(deps.db, filter);
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
