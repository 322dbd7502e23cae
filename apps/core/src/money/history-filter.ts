import { parseAmount, type TCurrencyCode, type ZHistoryFilter } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { listCustomerAccounts, type THistoryFilter } from '@openportal/ledger';
import type { z } from 'zod';
import { fieldError } from '../platform/app-error.ts';

const DAY_MS = 86_400_000;

/**
 * The ledger's filter of the spec 2 history filter, for one customer: the account must be one of
 * theirs (chooseOwnAccount), amount bounds are read in its currency (ours: else with two
 * decimals), `toDate` is inclusive. historyGet and historyExportStart read history with it.
 */
export async function historyFilterOf(
  q: Queryable,
  customerId: string,
  input: Omit<z.infer<typeof ZHistoryFilter>, 'pageNumber'>,
): Promise<THistoryFilter> {
  const accounts = await listCustomerAccounts(q, customerId);
  const account =
    input.accountId === undefined ? undefined : accounts.find((a) => Number(a.accountId) === input.accountId);
  if (input.accountId !== undefined && !account) throw fieldError('accountId', 'chooseOwnAccount');
  const unit: TCurrencyCode = account?.currency ?? 'USD';
  const bound = (v: string | undefined, field: string) => {
    if (v === undefined) return undefined;
    const r = parseAmount(v, unit, { positive: false });
    if (!r.ok) throw fieldError(field, 'invalidAmount');
    return r.minor;
  };
  return {
    customerId,
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
}
