import { formatMinor, parseAmount, transferP2pFee } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { ownAccount, quoteP2p } from '../p2p/pricing.ts';

/**
 * The fee of a p2p payment (spec 2 §5: asked when an account is chosen and the amount is above
 * zero): its quote, the same one `transferP2p` charges. The payee does not change the price.
 */
export const transferP2pFeeOp = (deps: MoneyDeps) =>
  operation(transferP2pFee, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    const from = await ownAccount(deps.db, customerId, input.accountId);
    if (from.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
    const amount = parseAmount(input.amount, input.currency);
    if (!amount.ok) throw fieldError('amount', 'invalidAmount');
    const quote = await quoteP2p(deps.db, customerId, from.currency, amount.minor);
    return { fee: formatMinor(quote.feeMinor, from.currency), feeCurrencyCode: from.currency };
  });
