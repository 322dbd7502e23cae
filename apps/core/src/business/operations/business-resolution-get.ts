import { businessResolutionGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { resolutionsOf } from '../data/resolutions.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/** The acting company's resolutions, newest first, each with its signers and whether they signed. */
export const businessResolutionGetOp = (deps: BusinessDeps) =>
  operation(businessResolutionGet, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    return { resolutions: await resolutionsOf(deps.db, customerId) };
  });
