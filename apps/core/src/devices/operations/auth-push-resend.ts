import { authPushResend } from '@openportal/contract';
import { authError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { resendPush } from '../push-sign-in.ts';
import type { DevicesDeps } from '../module.ts';

/** POST /auth/push/re-send: the waiting push sign-in is pushed to the devices again (spec 1 §4). */
export const authPushResendOp = (deps: DevicesDeps) =>
  operation(authPushResend, async (ctx, input) => {
    const ok = await deps.db.transaction((tx) =>
      resendPush(tx, {
        tmpJwt: input.tmpJwt,
        brand: ctx.brand!,
        brandName: deps.brandName(ctx.brand!),
        outbox: deps.outbox,
      }),
    );
    if (!ok) throw authError('invalidCode');
    return { ok: true as const };
  });
