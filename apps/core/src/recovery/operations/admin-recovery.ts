import { adminRecoveryTaskDecide, adminRecoveryTaskList } from '@openportal/contract';
import { adminOf } from '../../admin/audit.ts';
import type { TokenServiceDeps } from '../../identity/index.ts';
import { operation } from '../../platform/operation.ts';
import { decideReview, reviewList } from '../review.ts';

/** The back office's review of recovery requests to a mailbox that is not the account's (compliance role). */
export const adminRecoveryOps = (deps: TokenServiceDeps) => [
  operation(adminRecoveryTaskList, async () => ({ responseCode: '00' as const, data: await reviewList(deps.db) })),
  operation(adminRecoveryTaskDecide, async (ctx, input) => ({
    responseCode: '00' as const,
    data: await decideReview(
      deps,
      { admin: adminOf(ctx.caller), ip: ctx.req.ip, lang: ctx.lang, taskId: String(ctx.params.taskId) },
      input,
    ),
  })),
];
