import { emailDelete } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { deleteEmail, ensureSignInEmail, lockEmail } from '../profile/emails.ts';

/** Deletes one of the user's e-mails; the primary one stays until another is primary. */
export const emailDeleteOp = (deps: ProfileDeps) =>
  operation(emailDelete, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      await ensureSignInEmail(tx, caller.userId);
      const email = await lockEmail(tx, caller.userId, input.id);
      if (!email) throw new AppError('IM', 'notFound');
      if (email.is_primary) throw fieldError('id', 'primaryEmailDelete');
      await deleteEmail(tx, email.id);
    });
    return {};
  });
