import { declarationsSend } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { representativeSpeaking } from '../data/representatives.ts';
import { saveAnswers } from '../data/statements.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A representative answers the declarations (spec 1 §7): some or all of them, the last answer holding.
 * An unknown statement or one answered twice is refused and nothing is written. Rights: write
 * (a read-only or uploading user is refused by the dispatcher).
 */
export const declarationsSendOp = (deps: BusinessDeps) =>
  operation(declarationsSend, async (ctx, input) => {
    const rep = (await representativeSpeaking(deps.db, ctx.caller)).id;
    await saveAnswers(deps.db, rep, 'declaration', input.answers);
    return {};
  });
