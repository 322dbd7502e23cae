import { blacklistDelete } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { deleteBlacklisted } from '../data/blacklist.ts';
import type { SecurityDeps } from '../module.ts';

/** Unblocks an e-mail; one that is not listed is VF (notFound). Same rights as adding (its contract entry). */
export const blacklistDeleteOp = (deps: SecurityDeps) =>
  operation(blacklistDelete, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const removed = await deps.db.transaction((tx) => deleteBlacklisted(tx, caller.customerId, input.email));
    if (!removed) throw fieldError('email', 'notFound');
    return {};
  });
