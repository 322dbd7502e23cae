import { passwordChangeConfirm } from '@openportal/contract';
import { otherSessions, revokeFamily, setPasswordHash } from '../../identity/index.ts';
import { codeRefusal, confirmCode } from '../../platform/codes/index.ts';
import { securityNotice } from '../../platform/notifications/index.ts';
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
      const check = await confirmCode(tx, {
        id: input.requestKey,
        userId: caller.userId,
        purpose: 'passwordChange',
        code: input.code,
        ip: ctx.req.ip,
      });
      if (!check.ok) return check;
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
