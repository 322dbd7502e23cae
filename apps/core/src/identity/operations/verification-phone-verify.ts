import { verificationPhoneVerify } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { emailsOf } from '../profile/emails.ts';
import type { TPhoneCodePayload } from '../profile/phone-confirm.ts';
import { confirmedByOther, lockNumber, lockPhone } from '../profile/phones.ts';
import { sendProfileCode } from '../profile/send-code.ts';

/**
 * spec 1 §7 POST verification/phones/{phoneId}/verify: a code to confirm one of the user's
 * phones, by SMS to it or by mail to the primary e-mail (camera is the identity provider's, not
 * offered here). The code is bound to the codeChallenge: confirmPhone sends its verifier.
 */
export const verificationPhoneVerifyOp = (deps: ProfileDeps) =>
  operation(verificationPhoneVerify, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    if (input.type === 'camera') throw fieldError('type', 'verificationChannelUnavailable');
    const phoneId = Number(ctx.params.phoneId);
    if (!Number.isSafeInteger(phoneId)) throw new AppError('IM', 'notFound', { httpStatus: 404 });
    const reqId = await deps.db.transaction(async (tx) => {
      const phone = await lockPhone(tx, caller.userId, phoneId);
      if (!phone) throw new AppError('IM', 'notFound', { httpStatus: 404 });
      if (phone.confirmed) throw fieldError('phoneId', 'phoneAlreadyConfirmed');
      await lockNumber(tx, caller.brand, phone.e164);
      if (await confirmedByOther(tx, caller.brand, phone.e164, caller.userId))
        throw fieldError('phoneId', 'phoneTaken');
      const primary = (await emailsOf(tx, caller.userId)).find((e) => e.is_primary)!;
      const payload: TPhoneCodePayload = {
        phoneId,
        e164: phone.e164,
        dialCode: phone.dial_code,
        codeChallenge: input.codeChallenge,
      };
      return sendProfileCode(tx, deps, caller, ctx.lang, {
        purpose: 'phoneConfirm',
        channel: input.type === 'sms' ? 'sms' : 'email',
        to: input.type === 'sms' ? phone.e164 : primary.email,
        payload,
      });
    });
    return { responseCode: '00' as const, reqId };
  });
