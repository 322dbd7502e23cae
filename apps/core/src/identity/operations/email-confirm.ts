import { emailConfirm } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { codeRefusal, latestSecurityCodeId, verifyCode } from '../../platform/codes/index.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { emailTakenByOther, lockEmail, markEmailConfirmed } from '../profile/emails.ts';

/**
 * Confirms an e-mail with the code mailed to it. A code of another address is wrong; an address
 * someone else confirmed meanwhile is refused as in use. Wrong codes count (one-time codes' limits).
 */
export const emailConfirmOp = (deps: ProfileDeps) =>
  operation(emailConfirm, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const result = await deps.db.transaction(async (tx) => {
      const email = await lockEmail(tx, caller.userId, input.id);
      if (!email) throw new AppError('IM', 'notFound');
      if (email.confirmed) throw fieldError('id', 'emailAlreadyConfirmed');
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `email:${caller.brand}:${email.email.toLowerCase()}`,
      ]);
      const codeId = await latestSecurityCodeId(tx, caller.userId, 'emailConfirm');
      const check = await verifyCode(tx, {
        id: codeId,
        userId: caller.userId,
        purpose: 'emailConfirm',
        code: input.code,
        ip: ctx.req.ip,
      });
      if (!check.ok) return check;
      if (check.row.payload.emailId !== email.id) return { ok: false as const, reason: 'invalidSecurityCode' as const };
      if (await emailTakenByOther(tx, caller.brand, email.email, caller.userId)) throw fieldError('id', 'emailTaken');
      await markEmailConfirmed(tx, email.id);
      return check;
    });
    if (!result.ok) throw codeRefusal(result.reason);
    return {};
  });
