import { approvalNotificationsCount, RIGHTS_GRANTING } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { requestCounts } from '../approvals/index.ts';
import type { MoneyDeps } from '../module.ts';

/** The nav badge of transfer/approved: requests the caller could decide (0 for who cannot approve). */
export const approvalNotificationsCountOp = (deps: MoneyDeps) =>
  operation(approvalNotificationsCount, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const canApprove = RIGHTS_GRANTING.approve.includes(caller.accessRights);
    return requestCounts(deps.db, caller.customerId, caller.userId, canApprove);
  });
