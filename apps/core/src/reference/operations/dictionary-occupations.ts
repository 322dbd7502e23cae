import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { OCCUPATIONS } from '../data/occupations.ts';
import { inLanguage } from '../data/translated.ts';

/** Our occupations list, in the answer's language. */
export const dictionaryOccupationsOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryOccupations, async (ctx, input) => ({
    occupations: inLanguage(OCCUPATIONS, answerLanguage(ctx, deps.brandContext, input.lang)),
  }));
