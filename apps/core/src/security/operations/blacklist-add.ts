import { blacklistAdd } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { BLACKLIST_MAX, lockBlacklist, upsertBlacklisted } from '../data/blacklist.ts';
import type { SecurityDeps } from '../module.ts';

/**
 * Blocks p2p transfers and/or invoices from an e-mail (spec 2 §7 blacklist add). Listed already:
 * what it blocks changes. Our choice: changing a company's list is a write (its contract entry:
 * a read-only or uploading user only reads it); at most 500 e-mails; never one's own.
 */
export const blacklistAddOp = (deps: SecurityDeps) =>
  operation(blacklistAdd, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    if (input.email.toLowerCase() === caller.email.toLowerCase()) throw fieldError('email', 'blacklistSelf');
    await deps.db.transaction(async (tx) => {
      const count = await lockBlacklist(tx, caller.customerId);
      const added = await upsertBlacklisted(tx, caller.customerId, input.email, input.blockType);
      if (added && count >= BLACKLIST_MAX) throw fieldError('email', 'blacklistFull');
    });
    return {};
  });
