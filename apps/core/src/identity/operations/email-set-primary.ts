import { emailSetPrimary } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { ensureSignInEmail, lockEmail, setPrimaryEmail } from '../profile/emails.ts';

/** Makes a confirmed e-mail the primary one: mail goes there from now on (users/directory.ts). */
export const emailSetPrimaryOp = (deps: ProfileDeps) =>
  operation(emailSetPrimary, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      await ensureSignInEmail(tx, caller.userId);
      const email = await lockEmail(tx, caller.userId, input.id);
      if (!email) throw new AppError('IM', 'notFound');
      if (!email.confirmed) throw fieldError('id', 'emailNotConfirmed');
      await setPrimaryEmail(tx, caller.userId, email.id);
    });
    return {};
  });
