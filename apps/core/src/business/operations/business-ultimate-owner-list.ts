import { businessUltimateOwnerList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf, representativesOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/** The company's ultimate beneficial owners (position 8). */
export const businessUltimateOwnerListOp = (deps: BusinessDeps) =>
  operation(businessUltimateOwnerList, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    return { ultimateOwners: await representativesOf(deps.db, customerId, 'ultimateOwners') };
  });
