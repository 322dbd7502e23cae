import { accessIpDelete } from '@openportal/contract';
import { accessIpsOf, deleteAccessIp, ipAllowed, lockAccessIpMode } from '../../identity/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

/**
 * Removes an entry. While the list is on, an entry whose removal would leave the caller's own
 * address outside it is kept (our choice: nobody locks themselves out by a click).
 */
export const accessIpDeleteOp = (deps: SecurityDeps) =>
  operation(accessIpDelete, async (ctx, input) => {
    const { userId } = customerOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      const mode = await lockAccessIpMode(tx, userId);
      const entries = await accessIpsOf(tx, userId);
      if (!entries.some((e) => e.id === input.id)) throw fieldError('id', 'notFound');
      const rest = entries.filter((e) => e.id !== input.id);
      if (mode === 1 && !ipAllowed(rest, ctx.req.ip)) throw fieldError('id', 'ipListWouldLockOut');
      await deleteAccessIp(tx, userId, input.id);
    });
    return {};
  });
