import { identityVerificationStart } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';
import { startRun } from '../provider/runs.ts';

/**
 * POST /identity-verification: a workflow run at the 'nfd' provider stand-in. The answer names
 * the run and its token; the portal's /identity-verification/{workflowRunId}/{token} page takes
 * the user to the provider's token page (url), which reports the result to core by a callback.
 */
export const identityVerificationStartOp = (deps: KycDeps) =>
  operation(identityVerificationStart, async (ctx, input) => ({
    responseCode: '00' as const,
    verification: await startRun(deps, customerOf(ctx.caller).customerId, 'nfd', input.isDueDiligence ?? false),
  }));
