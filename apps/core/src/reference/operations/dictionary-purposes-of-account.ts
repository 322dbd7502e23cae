import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { PURPOSES_OF_ACCOUNT } from '../data/purposes-of-account.ts';
import { inLanguage } from '../data/translated.ts';

/** One of the two purpose-of-account lists (personal, business). */
export const dictionaryPurposesOfAccountOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryPurposesOfAccount, async (ctx, input) => ({
    purposesOfAccount: inLanguage(PURPOSES_OF_ACCOUNT[input.list], answerLanguage(ctx, deps.brandContext, input.lang)),
  }));
