import { prohibitedEscortStatementsGet } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { representativeSpeaking } from '../data/representatives.ts';
import { statementsOf } from '../data/statements.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The prohibited-activities ("prohibited escort") statements a company's representative answers (spec 1 §7), in the caller's language, each
 * with their answer so far: by the representative's authSecret link, or by their signed-in
 * user for their own row (business/data/statements.ts).
 */
export const prohibitedEscortStatementsGetOp = (deps: BusinessDeps) =>
  operation(prohibitedEscortStatementsGet, async (ctx) => {
    const rep = (await representativeSpeaking(deps.db, ctx.caller)).id;
    return { statements: await statementsOf(deps.db, rep, 'prohibitedEscort', ctx.lang) };
  });
