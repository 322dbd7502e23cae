import { businessAccessRightsList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { accessRightsOf } from '../data/access-rights.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/** Every user of the acting company with their rights (0 included: access removed). */
export const businessAccessRightsListOp = (deps: BusinessDeps) =>
  operation(businessAccessRightsList, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    return { rights: await accessRightsOf(deps.db, customerId) };
  });
