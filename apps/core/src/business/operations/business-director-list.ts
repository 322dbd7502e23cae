import { businessDirectorList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf, representativesOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/** The registered company's directors (position 2). */
export const businessDirectorListOp = (deps: BusinessDeps) =>
  operation(businessDirectorList, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    return { directors: await representativesOf(deps.db, customerId, 'directors') };
  });
