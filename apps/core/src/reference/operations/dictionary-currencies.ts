import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { fiatCurrencies } from '../currencies.ts';

/** The ISO 4217 currencies of the contract's table with their exponents, names from CLDR. */
export const dictionaryCurrenciesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryCurrencies, async (ctx, input) => ({
    currencies: fiatCurrencies(answerLanguage(ctx, deps.brandContext, input.lang)),
  }));
