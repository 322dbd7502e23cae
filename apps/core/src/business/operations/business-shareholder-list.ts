import { businessShareholderList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf, representativesOf, shareLinksOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/** The company's shareholders, persons and companies, anywhere in the share tree, and the tree's edges. */
export const businessShareholderListOp = (deps: BusinessDeps) =>
  operation(businessShareholderList, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    return {
      shareholders: await representativesOf(deps.db, customerId, 'shareholders'),
      links: await shareLinksOf(deps.db, customerId),
    };
  });
