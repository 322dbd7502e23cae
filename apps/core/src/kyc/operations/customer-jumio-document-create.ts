import { customerJumioDocumentCreate } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';
import { startRun } from '../provider/runs.ts';

/**
 * A document check at the 'jmo' provider (spec 1 §7 customerJumioDocumentCreate): a workflow run
 * of the stand-in, whose token page is where the browser goes (redirectUrl).
 */
export const customerJumioDocumentCreateOp = (deps: KycDeps) =>
  operation(customerJumioDocumentCreate, async (ctx, input) => {
    const run = await startRun(deps, customerOf(ctx.caller).customerId, 'jmo', input.isDueDiligence ?? false);
    return { redirectUrl: run.url, transactionReference: run.workflowRunId };
  });
