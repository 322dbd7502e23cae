import { twoStepVerificationConfirm } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  codeRefusal,
  confirmCode,
  lockSecurityCode,
  matchTotpStep,
  recordCodeFailure,
  type TCodeCheck,
} from '../../platform/codes/index.ts';
import { setTwoStepMode } from '../../identity/index.ts';
import { securityNotice } from '../../platform/notifications/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

type TPayload = { mode: string; typeMode: 'login' | 'transaction'; totpSecret?: string };

/**
 * A request that sets up a new authenticator also needs that authenticator's code (`otp`): a
 * wrong or missing one counts as a wrong code and leaves the current factor's code unspent.
 */
async function newAuthenticatorRefused(tx: Queryable, a: { reqId: string; userId: string; otp?: string; ip: string }) {
  const row = await lockSecurityCode(tx, a.reqId, a.userId, 'twoStepSet');
  const secret = typeof row?.payload.totpSecret === 'string' ? row.payload.totpSecret : null;
  if (!secret || (a.otp !== undefined && matchTotpStep(secret, a.otp) !== null)) return false;
  await recordCodeFailure(tx, a.userId, a.ip);
  return true;
}

/**
 * Step 2: the current factor's code of that request applies the mode it was made for. A code of
 * another action (a password change's) or another user is no request here: 'Not Operation Id,
 * Fail Operation' (spec 2 §8). Tabs hear TwoStepVerificationModeSet and
 * TwoStepVerificationConfirmed; every address of the account gets the secondFactorChanged notice.
 */
export const twoStepVerificationConfirmOp = (deps: SecurityDeps) =>
  operation(twoStepVerificationConfirm, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const reqId = String(ctx.params.reqId);
    const result = await deps.db.transaction(async (tx): Promise<TCodeCheck | { ok: false; reason: 'otp' }> => {
      if (await newAuthenticatorRefused(tx, { reqId, userId: caller.userId, otp: input.otp, ip: ctx.req.ip }))
        return { ok: false, reason: 'otp' };
      const check = await confirmCode(tx, {
        id: reqId,
        userId: caller.userId,
        purpose: 'twoStepSet',
        code: input.code,
        ip: ctx.req.ip,
        // The current authenticator's step is spent; a new one (enabling otp) starts with none.
        spendStep: (payload) => typeof payload.totpSecret !== 'string',
      });
      if (!check.ok) return check;
      const p = check.row.payload as TPayload;
      await setTwoStepMode(tx, caller.userId, p.typeMode, p.mode, p.totpSecret);
      await deps.outbox.add(tx, 'realtime', [
        { userIds: [caller.userId], event: { type: 'TwoStepVerificationModeSet' } },
        { userIds: [caller.userId], event: { type: 'TwoStepVerificationConfirmed' } },
      ]);
      const notice = { userId: caller.userId, lang: ctx.lang, brand: caller.brand };
      await securityNotice(
        tx,
        deps.outbox,
        { ...notice, brandName: deps.brandName(caller.brand) },
        'secondFactorChanged',
      );
      return check;
    });
    if (!result.ok && result.reason === 'otp') throw fieldError('otp', 'newAuthenticatorCode');
    if (!result.ok) throw codeRefusal(result.reason, 'reqId');
    return { responseCode: '00' as const };
  });
