import { blacklistList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { blacklistOf } from '../data/blacklist.ts';
import type { SecurityDeps } from '../module.ts';

/** The acting customer's payout blacklist, newest first; `email` matches part of an address. */
export const blacklistListOp = (deps: SecurityDeps) =>
  operation(blacklistList, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const rows = await blacklistOf(deps.db, customerId, { email: input.email, type: input.type });
    return {
      blacklist: rows.map((r) => ({ email: r.email, blockType: r.block_type, created: r.created_at.toISOString() })),
    };
  });
