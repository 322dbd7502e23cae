import { transferApprove } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { approveWithCode } from '../approvals/index.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * The maker's (or a checker's) code approves a waiting payment (`trxid` from the money answer):
 * only the code issued for this payment, with its amount, currency and payee, posts the hold.
 */
export const transferApproveOp = (deps: MoneyDeps) =>
  operation(transferApprove, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const r = await approveWithCode(deps, { caller, trxid: input.trxid, code: input.approvalCode, ip: ctx.req.ip });
    if (r.status === 'completed') deps.afterCommit();
    return r;
  });
