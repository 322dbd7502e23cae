import { passwordChangeConfirm } from '@openportal/contract';
import { otherSessions, recordTotpStep, securityUser, setPasswordHash } from '../../identity/data/users.ts';
import { codeRefusal, verifyCode } from '../../identity/security-codes.ts';
import { securityNotice } from '../../identity/security-notice.ts';
import { revokeFamily } from '../../identity/token-service.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

/**
 * Step 2: the code of that request sets the new password. Every other session of the user ends
 * (their devices sign in again: spec 2 §8 "relink devices"); this one goes on. Tabs hear
 * PasswordChange; every address of the account gets the passwordChanged security notice, always
 * (issue 18; the opt-in setting passwordChanged now only governs the mail of a reset by e-mail).
 */
export const passwordChangeConfirmOp = (deps: SecurityDeps) =>
  operation(passwordChangeConfirm, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const result = await deps.db.transaction(async (tx) => {
      const user = await securityUser(tx, caller.userId, true);
      const check = await verifyCode(tx, {
        id: input.requestKey,
        userId: caller.userId,
        purpose: 'passwordChange',
        code: input.code,
        ip: ctx.req.ip,
        totp: { secret: user.totp_secret, lastStep: user.totp_last_step },
      });
      if (!check.ok) return check;
      if (check.totpStep !== null) await recordTotpStep(tx, caller.userId, check.totpStep);
      await setPasswordHash(tx, caller.userId, String(check.row.payload.passwordHash));
      for (const familyId of await otherSessions(tx, caller.userId, caller.sessionId))
        await revokeFamily(deps, tx, familyId, caller.userId);
      await deps.outbox.add(tx, 'realtime', [
        { userIds: [caller.userId], event: { type: 'PasswordChange', result: 'success' } },
      ]);
      const to = {
        userId: caller.userId,
        lang: ctx.lang,
        brand: caller.brand,
        brandName: deps.brandName(caller.brand),
      };
      await securityNotice(tx, deps.outbox, to, 'passwordChanged');
      return check;
    });
    if (!result.ok) throw codeRefusal(result.reason, 'requestKey');
    return {};
  });
