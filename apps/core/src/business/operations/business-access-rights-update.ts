import { businessAccessRightsUpdate } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { setAccessRight } from '../data/access-rights.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';
import { tellRightsChanged } from '../notices.ts';

/**
 * A main user (rights 2, the contract's fullAccess) sets another user's rights 0-4 (5 is never
 * chosen). Holds from that user's next call; their open tabs hear `AccessRightsChanged` and
 * reload what they show, and the user is told (accessRightsChanged: mail and a notification).
 */
export const businessAccessRightsUpdateOp = (deps: BusinessDeps) =>
  operation(businessAccessRightsUpdate, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    await profileOf(deps.db, caller.customerId);
    await deps.db.transaction(async (tx) => {
      const changed = await setAccessRight(tx, caller.customerId, caller.userId, input);
      if (changed.before === input.right) return;
      await deps.outbox.add(tx, 'realtime', [
        { userIds: [changed.userId], event: { type: 'AccessRightsChanged', customerId: caller.customerId } },
      ]);
      await tellRightsChanged(tx, deps, caller.customerId, changed.userId);
    });
    return {};
  });
