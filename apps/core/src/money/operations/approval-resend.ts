import { approvalResend } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { resendCode } from '../approvals/index.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * A new code (or push) for a waiting payment, within its resend limits. `operationId` is global
 * pay's (not built yet): refused as no such operation.
 */
export const approvalResendOp = (deps: MoneyDeps) =>
  operation(approvalResend, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    if (!('trxid' in input)) throw new AppError('VF', 'notOperationId');
    return resendCode(deps, { caller, trxid: input.trxid, lang: ctx.lang });
  });
