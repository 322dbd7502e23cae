import { profileInquiry } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { customerProfile } from '../profile/customer.ts';
import { phoneEntry, phonesOf, primaryFirst } from '../profile/phones.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/** The user's phones (the primary first), the customer's tax id and residence country. */
export const profileInquiryOp = (deps: ProfileDeps) =>
  operation(profileInquiry, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const [phones, customer] = await Promise.all([
      phonesOf(deps.db, caller.userId),
      customerProfile(deps.db, caller.customerId),
    ]);
    return {
      phones: { phone: primaryFirst(phones.map(phoneEntry)) },
      taxId: customer.taxId,
      residenceCountryCode: customer.residenceCountryCode,
    };
  });
