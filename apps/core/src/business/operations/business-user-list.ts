import { businessUserList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf, representativesOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/** The company's users: everyone holding access rights 1-5 on it. */
export const businessUserListOp = (deps: BusinessDeps) =>
  operation(businessUserList, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    return { users: await representativesOf(deps.db, customerId, 'users') };
  });
