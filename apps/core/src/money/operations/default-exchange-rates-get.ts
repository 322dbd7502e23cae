import { defaultExchangeRatesGet, type TCurrencyCode } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { currentFxRate, effectiveRate } from '../fx-rates.ts';
import type { MoneyDeps } from '../module.ts';

/** The currencies whose pairs are the default rates (ours). */
export const DEFAULT_RATE_CURRENCIES: readonly TCurrencyCode[] = ['USD', 'EUR', 'GBP', 'RON'];

/**
 * The default exchange rates (spec 2 §7, `rates.rate`): every ordered pair of the default
 * currencies with a rate in force, at the rate a customer gets (mid rate with the spread, the
 * one transfers use). A pair without a rate, or a stale one, is left out.
 */
export const defaultExchangeRatesGetOp = (deps: MoneyDeps) =>
  operation(defaultExchangeRatesGet, async () => {
    const rate = [];
    for (const from of DEFAULT_RATE_CURRENCIES)
      for (const to of DEFAULT_RATE_CURRENCIES) {
        if (from === to) continue;
        const fx = await currentFxRate(deps.db, from, to);
        if (fx) rate.push({ fromCurrencyCode: from, toCurrencyCode: to, rate: effectiveRate(fx) });
      }
    return { rates: { rate } };
  });
