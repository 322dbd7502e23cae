import { businessTransactionRequestConfirm } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { confirmOperation } from '../approvals/index.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * The checker's code (`approvalTransactionId` = the operationId transactionRequestApprove gave)
 * approves the requests it was issued for. `fromEmail` (transport) is checked by the dispatcher.
 */
export const businessTransactionRequestConfirmOp = (deps: MoneyDeps) =>
  operation(businessTransactionRequestConfirm, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    await confirmOperation(deps, {
      caller,
      operationId: input.approvalTransactionId,
      code: input.code,
      ip: ctx.req.ip,
    });
    deps.afterCommit();
    return {};
  });
