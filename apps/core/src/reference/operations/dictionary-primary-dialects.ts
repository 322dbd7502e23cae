import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { primaryDialects } from '../languages.ts';

/** Languages (ISO 639-1) named by CLDR in the answer's language; ids are the codes. */
export const dictionaryPrimaryDialectsOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryPrimaryDialects, async (ctx, input) => ({
    primaryDialects: primaryDialects(answerLanguage(ctx, deps.brandContext, input.lang)),
  }));
