import { emailConfirmRequest } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { ensureSignInEmail, lockEmail } from '../profile/emails.ts';
import { sendProfileCode } from '../profile/send-code.ts';

/** Mails a new code to an unconfirmed e-mail of the user (the earlier code ends). */
export const emailConfirmRequestOp = (deps: ProfileDeps) =>
  operation(emailConfirmRequest, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      await ensureSignInEmail(tx, caller.userId);
      const email = await lockEmail(tx, caller.userId, input.id);
      if (!email) throw new AppError('IM', 'notFound');
      if (email.confirmed) throw fieldError('id', 'emailAlreadyConfirmed');
      await sendProfileCode(tx, deps, caller, ctx.lang, {
        purpose: 'emailConfirm',
        channel: 'email',
        to: email.email,
        payload: { emailId: email.id },
      });
    });
    return {};
  });
