import { approvalThresholdSet, parseAmount } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { changeApprovalThreshold } from '../approvals/policy.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * A full-access user (the dispatcher refused the others: rights 'fullAccess') sets or removes
 * the company's approval threshold of a currency; the change and its audit row commit together.
 */
export const approvalThresholdSetOp = (deps: MoneyDeps) =>
  operation(approvalThresholdSet, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const parsed =
      input.amount === null || input.amount === undefined
        ? null
        : parseAmount(input.amount, input.currency, { positive: false });
    const thresholdMinor = parsed?.ok ? parsed.minor : null;
    await deps.db.transaction((tx) =>
      changeApprovalThreshold(tx, {
        customerId: caller.customerId,
        userId: caller.userId,
        currency: input.currency,
        thresholdMinor,
        ip: ctx.req.ip,
      }),
    );
    return {};
  });
