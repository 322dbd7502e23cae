import { businessAccountActivate } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { activateBusiness } from '../activation.ts';
import type { BusinessDeps } from '../module.ts';

/** action=activationBusiness: the company's registrant activates it; its users get their links. */
export const businessAccountActivateOp = (deps: BusinessDeps) =>
  operation(businessAccountActivate, async (ctx, input) => activateBusiness(deps, ctx.brand!, input, ctx.lang));
