import { formatMinor, parseAmount, transferBetweenAccountsFee } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { quoteBetweenAccounts } from '../between-accounts.ts';
import type { MoneyDeps } from '../module.ts';
import { ownPair } from '../own-accounts.ts';

/** The fee of a transfer between own accounts, and the exchange across currencies: its quote. */
export const transferBetweenAccountsFeeOp = (deps: MoneyDeps) =>
  operation(transferBetweenAccountsFee, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    const [from, to] = await ownPair(deps.db, customerId, input.fromAccountId, input.toAccountId, 'Id');
    if (from.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
    const amount = parseAmount(input.amount, input.currency);
    if (!amount.ok) throw fieldError('amount', 'invalidAmount');
    const quote = await quoteBetweenAccounts(deps.db, customerId, { from, to, amountMinor: amount.minor });
    const fee = { fee: formatMinor(quote.feeMinor, from.currency), feeCurrencyCode: from.currency };
    if (!quote.fx) return fee;
    return {
      ...fee,
      exchangeRate: quote.fx.customerRate,
      toAmount: formatMinor(quote.toMinor, to.currency),
      toCurrencyCode: to.currency,
    };
  });
