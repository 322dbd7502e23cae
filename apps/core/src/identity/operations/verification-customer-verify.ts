import { verificationCustomerVerify } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { emailsOf } from '../profile/emails.ts';
import { phonesOf } from '../profile/phones.ts';
import { sendProfileCode } from '../profile/send-code.ts';

/**
 * spec 1 §7 POST verification/customer/{id}/verify (our reading: the spec shows type and
 * codeChallenge only): a code that verifies the customer's contact, by mail to the user's
 * primary e-mail or by SMS to the primary phone; confirmPhone with the reqId and the code
 * marks that address confirmed. Only the acting customer's own id; camera is not offered here.
 */
export const verificationCustomerVerifyOp = (deps: ProfileDeps) =>
  operation(verificationCustomerVerify, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    if (String(ctx.params.id) !== caller.customerId) throw new AppError('ENOA', 'noAccess');
    if (input.type === 'camera') throw fieldError('type', 'verificationChannelUnavailable');
    const reqId = await deps.db.transaction(async (tx) => {
      if (input.type === 'email') {
        const primary = (await emailsOf(tx, caller.userId)).find((e) => e.is_primary)!;
        return sendProfileCode(tx, deps, caller, ctx.lang, {
          purpose: 'contactVerify',
          channel: 'email',
          to: primary.email,
          payload: { kind: 'email', id: primary.id, codeChallenge: input.codeChallenge },
        });
      }
      const phone = (await phonesOf(tx, caller.userId)).find((p) => p.is_primary);
      if (!phone) throw fieldError('type', 'phoneRequired');
      return sendProfileCode(tx, deps, caller, ctx.lang, {
        purpose: 'contactVerify',
        channel: 'sms',
        to: phone.e164,
        payload: { kind: 'phone', id: phone.id, e164: phone.e164, codeChallenge: input.codeChallenge },
      });
    });
    return { responseCode: '00' as const, reqId };
  });
