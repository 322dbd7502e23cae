import { userPhoneConfirm } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { codeRefusal, latestSecurityCodeId, verifyCode } from '../../platform/codes/index.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { applyPhoneCode, type TPhoneCodePayload } from '../profile/phone-confirm.ts';

/** Confirms a phone with the code texted to it (the user's newest phone code, for this phone). */
export const userPhoneConfirmOp = (deps: ProfileDeps) =>
  operation(userPhoneConfirm, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const result = await deps.db.transaction(async (tx) => {
      const id = await latestSecurityCodeId(tx, caller.userId, 'phoneConfirm');
      const check = await verifyCode(tx, {
        id,
        userId: caller.userId,
        purpose: 'phoneConfirm',
        code: input.code,
        ip: ctx.req.ip,
      });
      if (!check.ok) return check;
      const payload = check.row.payload as unknown as TPhoneCodePayload;
      if (payload.phoneId !== input.phoneId) return { ok: false as const, reason: 'invalidSecurityCode' as const };
      await applyPhoneCode(tx, caller, payload);
      return check;
    });
    if (!result.ok) throw codeRefusal(result.reason);
    return {};
  });
