import { accessIpAdd } from '@openportal/contract';
import { ACCESS_IP_MAX, accessIpsOf, insertAccessIp, lockAccessIpMode, rangeOf } from '../../identity/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

/** Adds one address or a range (ip to toIp, one kind, low to high) to the allow list; at most 100. */
export const accessIpAddOp = (deps: SecurityDeps) =>
  operation(accessIpAdd, async (ctx, input) => {
    const { userId } = customerOf(ctx.caller);
    const range = rangeOf(input.ip, input.toIp);
    if (!range) throw fieldError('toIp', 'ipRangeInvalid');
    const id = await deps.db.transaction(async (tx) => {
      await lockAccessIpMode(tx, userId);
      if ((await accessIpsOf(tx, userId)).length >= ACCESS_IP_MAX) throw fieldError('ip', 'ipListFull');
      return insertAccessIp(tx, userId, range.ip, range.toIp);
    });
    return { id };
  });
