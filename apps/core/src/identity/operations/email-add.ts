import { emailAdd } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { EMAILS_MAX, emailInUse, emailsOf, insertEmail } from '../profile/emails.ts';
import { sendProfileCode } from '../profile/send-code.ts';

/**
 * Adds an e-mail, unconfirmed, and mails it a code (emailConfirm). An address in use on the
 * brand (someone's sign-in or confirmed address, or already listed) is refused, nothing added.
 */
export const emailAddOp = (deps: ProfileDeps) =>
  operation(emailAdd, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const id = await deps.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `email:${caller.brand}:${input.email.toLowerCase()}`,
      ]);
      const list = await emailsOf(tx, caller.userId);
      if (await emailInUse(tx, caller.brand, input.email, caller.userId)) throw fieldError('email', 'emailTaken');
      if (list.length >= EMAILS_MAX) throw fieldError('email', 'emailListFull');
      const emailId = await insertEmail(tx, caller.userId, input.email);
      await sendProfileCode(tx, deps, caller, ctx.lang, {
        purpose: 'emailConfirm',
        channel: 'email',
        to: input.email,
        payload: { emailId },
      });
      return emailId;
    });
    return { id };
  });
