import { twoStepVerificationConfirm } from '@openportal/contract';
import { recordTotpStep, securityUser, setTwoStepMode } from '../../identity/data/users.ts';
import { codeRefusal, verifyCode } from '../../identity/security-codes.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

/**
 * Step 2: the code of that request applies the mode it was made for. A code of another action
 * (a password change's) or another user is no request here: 'Not Operation Id, Fail Operation'
 * (spec 2 §8). Tabs hear TwoStepVerificationModeSet and TwoStepVerificationConfirmed.
 */
export const twoStepVerificationConfirmOp = (deps: SecurityDeps) =>
  operation(twoStepVerificationConfirm, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const reqId = String(ctx.params.reqId);
    const result = await deps.db.transaction(async (tx) => {
      const user = await securityUser(tx, caller.userId, true);
      const check = await verifyCode(tx, {
        id: reqId,
        userId: caller.userId,
        purpose: 'twoStepSet',
        code: input.code,
        ip: ctx.req.ip,
        totp: { secret: user.totp_secret, lastStep: user.totp_last_step },
      });
      if (!check.ok) return check;
      const p = check.row.payload as { mode: string; typeMode: 'login' | 'transaction'; totpSecret?: string };
      await setTwoStepMode(tx, caller.userId, p.typeMode, p.mode, p.totpSecret);
      if (check.totpStep !== null && p.mode === 'otp') await recordTotpStep(tx, caller.userId, check.totpStep);
      await deps.outbox.add(tx, 'realtime', [
        { userIds: [caller.userId], event: { type: 'TwoStepVerificationModeSet' } },
        { userIds: [caller.userId], event: { type: 'TwoStepVerificationConfirmed' } },
      ]);
      return check;
    });
    if (!result.ok) throw codeRefusal(result.reason, 'reqId');
    return { responseCode: '00' as const };
  });
