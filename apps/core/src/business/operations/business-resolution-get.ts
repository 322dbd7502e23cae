import { businessResolutionGet } from '@openportal/contract';
import { resolutionSignUrl } from '../../kyc/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { resolutionsOf } from '../data/resolutions.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The acting company's resolutions, newest first, each with its signers and whether they signed;
 * the caller's own missing signature carries its e-sign link (signUrl).
 */
export const businessResolutionGetOp = (deps: BusinessDeps) =>
  operation(businessResolutionGet, async (ctx) => {
    const { customerId, userId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    const signUrl = (id: number, rep: number) =>
      resolutionSignUrl({ publicUrl: deps.publicUrl, secret: deps.esignSecret }, id, rep);
    return { resolutions: await resolutionsOf(deps.db, customerId, undefined, { userId, signUrl }) };
  });
