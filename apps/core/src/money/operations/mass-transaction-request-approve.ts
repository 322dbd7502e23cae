import { massTransactionRequestApprove } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { checkerDecide } from '../approvals/index.ts';
import type { MoneyDeps } from '../module.ts';

/** Every waiting request of one mass file (its batch id), approved or declined together. */
export const massTransactionRequestApproveOp = (deps: MoneyDeps) =>
  operation(massTransactionRequestApprove, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const r = await checkerDecide(deps, { caller, batchId: input.batchId, declined: input.declined, lang: ctx.lang });
    if (!input.declined && r.approveMode === 0) deps.afterCommit();
    return r;
  });
