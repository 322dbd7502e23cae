import { authLoginConfirm } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { decideSignIn } from '../push-sign-in.ts';
import type { DevicesDeps } from '../module.ts';

/**
 * PUT /auth/login/{key}/confirm (spec 1 §7): a signed-in session (the mobile app, or the portal in
 * another browser) approves (result true) or denies a waiting push sign-in of the same user; the
 * key is the request id the sign-in's link carries. Unknown, decided or expired: notFound.
 */
export const authLoginConfirmOp = (deps: DevicesDeps) =>
  operation(authLoginConfirm, async (ctx, input) => {
    const { userId } = customerOf(ctx.caller);
    const decided = await deps.db.transaction((tx) =>
      decideSignIn(tx, deps.outbox, {
        userId,
        deviceId: null,
        requestId: String(ctx.params.key),
        approve: input.result,
      }),
    );
    if (decided === 0) throw new AppError('VF', 'notFound');
    return { ok: true as const };
  });
