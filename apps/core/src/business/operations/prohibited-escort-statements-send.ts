import { prohibitedEscortStatementsSend } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { representativeSpeaking } from '../data/representatives.ts';
import { saveAnswers } from '../data/statements.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A representative answers the prohibited-activities statements (spec 1 §7): some or all of them, the last answer holding.
 * An unknown statement or one answered twice is refused and nothing is written. Rights: write
 * (a read-only or uploading user is refused by the dispatcher).
 */
export const prohibitedEscortStatementsSendOp = (deps: BusinessDeps) =>
  operation(prohibitedEscortStatementsSend, async (ctx, input) => {
    const rep = (await representativeSpeaking(deps.db, ctx.caller)).id;
    await saveAnswers(deps.db, rep, 'prohibitedEscort', input.answers);
    return {};
  });
