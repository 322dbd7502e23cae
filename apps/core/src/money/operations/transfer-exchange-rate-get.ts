import { METHOD_CALLS } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { effectiveRate } from '../fx-rates.ts';
import type { MoneyDeps } from '../module.ts';
import { termsOf } from '../pricing/quote.ts';

/**
 * The rate the house applies between two currencies (mid rate after its spread), as a quote prices
 * it; a missing or stale rate is refused (the portal's total then names the currency it could not convert).
 */
export const transferExchangeRateGetOp = (deps: MoneyDeps) =>
  operation(METHOD_CALLS.transferExchangeRateGet, async (ctx, input) => {
    if (input.fromCurrencyCode === input.toCurrencyCode) return { rate: '1' };
    const { customerId } = customerOf(ctx.caller);
    const terms = await termsOf(
      deps.db,
      customerId,
      'betweenAccounts',
      input.fromCurrencyCode,
      input.toCurrencyCode,
      'toCurrencyCode',
    );
    return { rate: effectiveRate(terms.fx!) };
  });
