import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { refuseUnknownCountry } from '../countries.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { states } from '../states.ts';

/** A country's first-level subdivisions (ISO 3166-2); a country without any answers an empty list. */
export const dictionaryStatesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryStates, async (ctx, input) => {
    refuseUnknownCountry(input.countryCode);
    return { states: states(answerLanguage(ctx, deps.brandContext, input.lang), input.countryCode) };
  });
