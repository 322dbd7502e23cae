import { businessRepresentativeAdd } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { addRepresentative } from '../data/representative-writes.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A main user (rights 2) adds a person to the company: a director or other representative, or a
 * user invited by e-mail with the rights chosen (1-4). The invitation is an `activationEmployee`
 * link (the mail catcher in development); it expires with the activation links, is resent by
 * activationCodeResend, and revoked by businessRepresentativeDelete.
 */
export const businessRepresentativeAddOp = (deps: BusinessDeps) =>
  operation(businessRepresentativeAdd, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const p = await profileOf(deps.db, caller.customerId);
    const company = { customerId: caller.customerId, brand: caller.brand, active: p.status === 'active' };
    return { id: await addRepresentative(deps, company, input, ctx.lang) };
  });
