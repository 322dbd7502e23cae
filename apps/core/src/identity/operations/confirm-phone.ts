import { confirmPhone } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { codeRefusal, latestSecurityCodeId, verifyCode, type TCodeCheck } from '../../platform/codes/index.ts';
import { sha256Base64Url } from '../../platform/crypto.ts';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { applyContactCode, applyPhoneCode, codePurposeOf, type TPhoneCodePayload } from '../profile/phone-confirm.ts';

type TRefused = Extract<TCodeCheck, { ok: false }>;
const wrong: TRefused = { ok: false, reason: 'invalidSecurityCode' };

/**
 * spec 1 §7 confirmPhone. With phoneId, codeVerifier and code: the code of the phone's
 * verification (verificationPhoneVerify), whose codeChallenge the verifier must match. With
 * reqId and approvalCode: that request's code, a phone's (userPhoneUpdate, verificationPhoneVerify)
 * or the customer's contact verification (verificationCustomerVerify).
 */
export const confirmPhoneOp = (deps: ProfileDeps) =>
  operation(confirmPhone, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const ip = ctx.req.ip;
    const result = await deps.db.transaction(async (tx): Promise<TCodeCheck | TRefused> => {
      if ('codeVerifier' in input) {
        const id = await latestSecurityCodeId(tx, caller.userId, 'phoneConfirm');
        const check = await verifyCode(tx, {
          id,
          userId: caller.userId,
          purpose: 'phoneConfirm',
          code: input.code,
          ip,
        });
        if (!check.ok) return check;
        const payload = check.row.payload as unknown as TPhoneCodePayload;
        if (payload.phoneId !== input.phoneId) return wrong;
        if (payload.codeChallenge !== sha256Base64Url(input.codeVerifier))
          throw fieldError('codeVerifier', 'invalidCodeVerifier');
        await applyPhoneCode(tx, caller, payload);
        return check;
      }
      const purpose = await codePurposeOf(tx, caller.userId, input.reqId);
      const known = purpose === 'contactVerify' ? purpose : 'phoneConfirm';
      const check = await verifyCode(tx, {
        id: input.reqId,
        userId: caller.userId,
        purpose: known,
        code: input.approvalCode,
        ip,
      });
      if (!check.ok) return check;
      if (known === 'contactVerify') await applyContactCode(tx, caller, check.row);
      else {
        const payload = check.row.payload as unknown as TPhoneCodePayload;
        if (input.phoneId !== undefined && payload.phoneId !== input.phoneId) return wrong;
        await applyPhoneCode(tx, caller, payload);
      }
      return check;
    });
    if (!result.ok) throw codeRefusal(result.reason, 'reqId');
    return {};
  });
