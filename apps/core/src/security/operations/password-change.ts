import { passwordChange } from '@openportal/contract';
import {
  checkSendLimit,
  CODE_LIMITS,
  codeRefusal,
  issueCode,
  recentCodeFailures,
  recordCodeFailure,
} from '../../platform/codes/index.ts';
import { hashPassword, securityUser, verifyPassword } from '../../identity/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { currentFactor, tooManyCodesSent } from '../confirmation.ts';
import type { SecurityDeps } from '../module.ts';

/**
 * Step 1 of a password change (spec 2 §7): the current password, then a code of the account's
 * current second factor (confirmation.ts currentFactor); the answer's requestKey names it. Nothing changes until
 * passwordChangeConfirm. A wrong current password counts like a wrong code (per user and
 * address), so guessing it here is as slow as guessing a code.
 */
export const passwordChangeOp = (deps: SecurityDeps) =>
  operation(passwordChange, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const ip = ctx.req.ip;
    const failures = await recentCodeFailures(deps.db, caller.userId, ip, CODE_LIMITS.failureWindowS);
    if (failures.byUser >= CODE_LIMITS.failuresPerUser || failures.byIp >= CODE_LIMITS.failuresPerIp)
      throw codeRefusal('tooManyCodeAttempts');
    const user = await securityUser(deps.db, caller.userId);
    if (!(await verifyPassword(input.password, user.password_hash))) {
      await recordCodeFailure(deps.db, caller.userId, ip);
      throw fieldError('password', 'wrongCurrentPassword');
    }
    if (await verifyPassword(input.passwordNew, user.password_hash)) throw fieldError('passwordNew', 'samePassword');
    if (!(await checkSendLimit(deps.db, caller.userId, 'passwordChange'))) throw tooManyCodesSent();
    const passwordHash = await hashPassword(input.passwordNew);
    const requestKey = await deps.db.transaction(async (tx) => {
      const target = await currentFactor(tx, user);
      return issueCode(tx, deps.outbox, {
        userId: caller.userId,
        purpose: 'passwordChange',
        ...target,
        brand: caller.brand,
        brandName: deps.brandName(caller.brand),
        lang: ctx.lang,
        payload: { passwordHash },
      });
    });
    return { requestKey };
  });
