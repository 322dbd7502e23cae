import { customerLimitsGet, formatMinor, type TCurrencyCode } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { KIND_OF_OPERATION } from '../pricing/kinds.ts';
import { usageOf } from '../pricing/limits.ts';
import { ruleFor } from '../pricing/rules.ts';

/**
 * The acting customer's limits for one kind of transfer from one of its accounts (spec 2 §7):
 * per transfer, per day and per month (UTC), each with what was used, in the account's currency
 * (or `currencyCode`, the currency the transfer is priced in). A period with no limit is left
 * out; no rule: an empty list. Between accounts, both accounts must be the customer's own.
 */
export const customerLimitsGetOp = (deps: MoneyDeps) =>
  operation(customerLimitsGet, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const accounts = await listCustomerAccounts(deps.db, customerId);
    const own = (id: number) => accounts.find((a) => Number(a.accountId) === id && a.status !== 'closed');
    const from = own(input.fromAccountId);
    if (!from) throw fieldError('fromAccountId', 'chooseOwnAccount');
    if (input.type === 'betweenAccounts' && (input.toAccountId === undefined || !own(input.toAccountId)))
      throw fieldError('toAccountId', 'chooseOwnAccount');
    const kind = KIND_OF_OPERATION[input.type];
    const currency: TCurrencyCode = input.currencyCode ?? from.currency;
    const [rule, used] = await Promise.all([
      ruleFor(deps.db, customerId, kind, currency),
      usageOf(deps.db, customerId, kind, currency),
    ]);
    const row = (period: 'transaction' | 'day' | 'month', limit: bigint | null, usedMinor: bigint) =>
      limit === null
        ? []
        : [
            {
              period,
              amount: formatMinor(limit, currency),
              used: formatMinor(usedMinor, currency),
              currencyCode: currency,
            },
          ];
    return {
      limits: [
        ...row('transaction', rule.limits.singleMinor, 0n),
        ...row('day', rule.limits.dailyMinor, used.dayMinor),
        ...row('month', rule.limits.monthlyMinor, used.monthMinor),
      ],
    };
  });
