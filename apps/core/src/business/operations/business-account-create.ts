import { businessAccountCreate } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { BusinessDeps } from '../module.ts';
import { registerBusiness } from '../registration.ts';

/**
 * The business registration wizard's submit (spec 1 §2 /register/business, §4, §5): the whole
 * company in one transaction, after the wizard's rules run again. The captcha token is required
 * by the contract; no captcha provider is wired yet, so any token is accepted (a stand-in).
 */
export const businessAccountCreateOp = (deps: BusinessDeps) =>
  operation(businessAccountCreate, async (ctx, input) => registerBusiness(deps, ctx.brand!, input, ctx.lang));
