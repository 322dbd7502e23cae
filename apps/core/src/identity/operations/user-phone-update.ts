import { userPhoneUpdate } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import type { TPhoneCodePayload } from '../profile/phone-confirm.ts';
import { confirmedByOther, insertPhone, lockNumber, lockPhone, PHONES_MAX, phonesOf } from '../profile/phones.ts';
import { sendProfileCode } from '../profile/send-code.ts';

const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * Adds a phone (no phoneId) or replaces one's number (phoneId), spec 1 §5, and texts a code to
 * the number (userPhoneConfirm, or confirmPhone with the reqId). A new phone is listed
 * unconfirmed at once; a replacement keeps the old number until the new one is confirmed. A
 * number another user of the brand confirmed is refused, nothing changed.
 */
export const userPhoneUpdateOp = (deps: ProfileDeps) =>
  operation(userPhoneUpdate, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const e164 = `+${input.countryCode}${input.number}`;
    if (!E164.test(e164)) throw fieldError('number', 'phoneInvalid');
    return deps.db.transaction(async (tx) => {
      await lockNumber(tx, caller.brand, e164);
      if (await confirmedByOther(tx, caller.brand, e164, caller.userId)) throw fieldError('number', 'phoneTaken');
      const phones = await phonesOf(tx, caller.userId);
      let phoneId: number;
      if (input.phoneId !== undefined) {
        const phone = await lockPhone(tx, caller.userId, input.phoneId);
        if (!phone) throw new AppError('IM', 'notFound');
        if (phone.e164 === e164 && phone.confirmed) throw fieldError('number', 'phoneAlreadyConfirmed');
        phoneId = phone.id;
      } else {
        const same = phones.find((p) => p.e164 === e164);
        if (same?.confirmed) throw fieldError('number', 'phoneAlreadyConfirmed');
        if (!same && phones.length >= PHONES_MAX) throw fieldError('number', 'phoneListFull');
        phoneId = same?.id ?? (await insertPhone(tx, caller.userId, input.countryCode, e164));
      }
      const payload: TPhoneCodePayload = { phoneId, e164, dialCode: input.countryCode };
      const reqId = await sendProfileCode(tx, deps, caller, ctx.lang, {
        purpose: 'phoneConfirm',
        channel: 'sms',
        to: e164,
        payload,
      });
      return { phoneId, reqId };
    });
  });
