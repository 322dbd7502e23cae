import { usernameChangeConfirm } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { codeRefusal, confirmCode } from '../../platform/codes/index.ts';
import { notify, securityNotice } from '../../platform/notifications/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { securityUser } from '../data/users.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { checkNewUsername, lockAddress, setUsername } from '../profile/username.ts';

/**
 * Step 2 of a username change: the code of that request makes its name the sign-in name. The name
 * is checked again under the address's lock (someone may have taken it since step 1); a name lost
 * that way spends the code and is refused with its catalogue message. Every address of the account,
 * the old sign-in one included, gets the usernameChanged security notice, and the open tabs and
 * the notification list the spec's usernameChanged notification.
 */
export const usernameChangeConfirmOp = (deps: ProfileDeps) =>
  operation(usernameChangeConfirm, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const result = await deps.db.transaction(async (tx) => {
      const check = await confirmCode(tx, {
        id: input.requestKey,
        userId: caller.userId,
        purpose: 'usernameChange',
        code: input.code,
        ip: ctx.req.ip,
      });
      if (!check.ok) return { kind: 'refused', reason: check.reason ?? 'invalidSecurityCode' } as const;
      const newUsername = String(check.row.payload.newUsername);
      await lockAddress(tx, caller.brand, newUsername);
      const user = await securityUser(tx, caller.userId, true);
      try {
        await checkNewUsername(tx, caller.brand, user, newUsername);
      } catch (e) {
        if (e instanceof AppError) return { kind: 'failed', error: e } as const;
        throw e;
      }
      await setUsername(tx, caller.userId, newUsername);
      const to = {
        userId: caller.userId,
        lang: ctx.lang,
        brand: caller.brand,
        brandName: deps.brandName(caller.brand),
      };
      await securityNotice(tx, deps.outbox, { ...to, extraEmails: [user.email] }, 'usernameChanged');
      await notify(
        tx,
        { outbox: deps.outbox, brandName: deps.brandName },
        { userIds: [caller.userId], brand: caller.brand, lang: ctx.lang },
        'usernameChanged',
        { username: newUsername },
      );
      return { kind: 'done' } as const;
    });
    if (result.kind === 'refused') throw codeRefusal(result.reason, 'requestKey');
    if (result.kind === 'failed') throw result.error;
    return {};
  });
