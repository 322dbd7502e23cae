import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { countries } from '../countries.ts';

/** ISO 3166-1 countries (and XK) named by CLDR, with calling codes from libphonenumber-js. */
export const dictionaryCountriesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryCountries, async (ctx, input) => ({
    countries: countries(answerLanguage(ctx, deps.brandContext, input.lang)),
  }));
