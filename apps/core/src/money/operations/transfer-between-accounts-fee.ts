import { formatMinor, parseAmount, transferBetweenAccountsFee } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { BETWEEN_ACCOUNTS_FEE_MINOR, quoteBetweenAccounts } from '../between-accounts.ts';
import { effectiveRate } from '../fx-rates.ts';
import type { MoneyDeps } from '../module.ts';
import { ownPair } from '../own-accounts.ts';

/** The fee of a transfer between own accounts, and the exchange quote across currencies. */
export const transferBetweenAccountsFeeOp = (deps: MoneyDeps) =>
  operation(transferBetweenAccountsFee, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    const [from, to] = await ownPair(deps.db, customerId, input.fromAccountId, input.toAccountId, 'Id');
    if (from.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
    const amount = parseAmount(input.amount, input.currency);
    if (!amount.ok) throw fieldError('amount', 'invalidAmount');
    const quote = await quoteBetweenAccounts(deps.db, from, to, amount.minor);
    const fee = { fee: formatMinor(BETWEEN_ACCOUNTS_FEE_MINOR, from.currency), feeCurrencyCode: from.currency };
    if (!quote.fx) return fee;
    return {
      ...fee,
      exchangeRate: effectiveRate(quote.fx),
      toAmount: formatMinor(quote.toMinor, to.currency),
      toCurrencyCode: to.currency,
    };
  });
