import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { allCurrencies } from '../currencies.ts';

/** Every currency of the contract's table (fiat and crypto) with its exponent. */
export const dictionaryAllCurrenciesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryAllCurrencies, async (ctx, input) => ({
    currencies: allCurrencies(answerLanguage(ctx, deps.brandContext, input.lang)),
  }));
