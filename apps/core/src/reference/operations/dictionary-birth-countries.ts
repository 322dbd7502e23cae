import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { birthCountries } from '../countries.ts';

/** Countries one can be born in, named by CLDR and sorted in the answer's language. */
export const dictionaryBirthCountriesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryBirthCountries, async (ctx, input) => ({
    countries: birthCountries(answerLanguage(ctx, deps.brandContext, input.lang)),
  }));
