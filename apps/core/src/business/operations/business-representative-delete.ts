import { businessRepresentativeDelete } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { deleteRepresentative } from '../data/representative-writes.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A main user removes a representative (or revokes a pending invitation). Never oneself, a
 * shareholder, the last director or the last user with rights 2; `force` is the back office's.
 * The removed user's open tabs hear `AccessRightsChanged` (their next call is refused).
 */
export const businessRepresentativeDeleteOp = (deps: BusinessDeps) =>
  operation(businessRepresentativeDelete, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    if (input.force) throw fieldError('force', 'forceOperatorOnly');
    await profileOf(deps.db, caller.customerId);
    await deps.db.transaction(async (tx) => {
      const userId = await deleteRepresentative(tx, caller.customerId, caller.userId, input.id);
      if (userId)
        await deps.outbox.add(tx, 'realtime', [
          { userIds: [userId], event: { type: 'AccessRightsChanged', customerId: caller.customerId } },
        ]);
    });
    return {};
  });
