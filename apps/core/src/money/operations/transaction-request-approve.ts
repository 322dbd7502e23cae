import { transactionRequestApprove } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { checkerDecide } from '../approvals/index.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * A checker (rights 2 or 4) approves or declines requests of the company, never their own.
 * Approving follows the checker's own mode: 0 done, 1 their device, 2/3/4 a code to confirm
 * with businessTransactionRequestConfirm (`operationId`).
 */
export const transactionRequestApproveOp = (deps: MoneyDeps) =>
  operation(transactionRequestApprove, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const r = await checkerDecide(deps, {
      caller,
      ids: input.transactionIds,
      declined: input.declined,
      lang: ctx.lang,
    });
    if (!input.declined && r.approveMode === 0) deps.afterCommit();
    return r;
  });
