import { accessIpModeSet, ACCESS_IP_MODES } from '@openportal/contract';
import { accessIpsOf, ipAllowed, lockAccessIpMode, setAccessIpMode } from '../../identity/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

/**
 * Turns the allow list on or off (spec 2 §3: 0 off, 1 on). It turns on only when the caller's
 * own address is in it, so the next sign-in and refresh from here still work.
 */
export const accessIpModeSetOp = (deps: SecurityDeps) =>
  operation(accessIpModeSet, async (ctx, input) => {
    const { userId } = customerOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      await lockAccessIpMode(tx, userId);
      if (input.enable && !ipAllowed(await accessIpsOf(tx, userId), ctx.req.ip))
        throw fieldError('enable', 'ipListWouldLockOut');
      await setAccessIpMode(tx, userId, input.enable ? ACCESS_IP_MODES.on : ACCESS_IP_MODES.off);
    });
    return {};
  });
