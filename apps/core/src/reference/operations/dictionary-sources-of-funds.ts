import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { SOURCES_OF_FUNDS } from '../data/sources-of-funds.ts';
import { inLanguage } from '../data/translated.ts';

/** One of the four source-of-funds lists (personal, personalSecond, employee, business). */
export const dictionarySourcesOfFundsOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionarySourcesOfFunds, async (ctx, input) => ({
    sourcesOfFunds: inLanguage(SOURCES_OF_FUNDS[input.list], answerLanguage(ctx, deps.brandContext, input.lang)),
  }));
