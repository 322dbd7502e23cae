import { usernameChange } from '@openportal/contract';
import { checkSendLimit, issueCode } from '../../platform/codes/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { currentFactor, tooManyCodesSent } from '../../security/confirmation.ts';
import { securityUser } from '../data/users.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { checkNewUsername } from '../profile/username.ts';

/**
 * Step 1 of a username change (our call, contract profile.ts): the new name checked (one of the
 * user's confirmed e-mails, not taken, not the current one), then a code of the account's current
 * second factor (security/confirmation.ts currentFactor) bound to it; nothing changes until
 * usernameChangeConfirm. A refused name sends no code.
 */
export const usernameChangeOp = (deps: ProfileDeps) =>
  operation(usernameChange, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const requestKey = await deps.db.transaction(async (tx) => {
      const user = await securityUser(tx, caller.userId);
      await checkNewUsername(tx, caller.brand, user, input.newUsername);
      if (!(await checkSendLimit(tx, caller.userId, 'usernameChange'))) throw tooManyCodesSent();
      return issueCode(tx, deps.outbox, {
        userId: caller.userId,
        purpose: 'usernameChange',
        ...(await currentFactor(tx, user)),
        brand: caller.brand,
        brandName: deps.brandName(caller.brand),
        lang: ctx.lang,
        payload: { newUsername: input.newUsername },
      });
    });
    return { requestKey };
  });
