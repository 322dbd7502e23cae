import { businessResolutionSend } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { insertResolution, resolutionsOf } from '../data/resolutions.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A main user (rights 2) sends a resolution to the representatives who must sign it (spec 1 §7
 * resolution send). The signing itself happens on the e-sign page (not built yet); the answer is
 * the new resolution, waiting (status 1).
 */
export const businessResolutionSendOp = (deps: BusinessDeps) =>
  operation(businessResolutionSend, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    await profileOf(deps.db, caller.customerId);
    const id = await deps.db.transaction((tx) =>
      insertResolution(tx, caller.customerId, caller.userId, input.businessRepresentativeIds),
    );
    return { resolution: (await resolutionsOf(deps.db, caller.customerId, id))[0]! };
  });
