import { customerInfoGet } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { kycSummary } from '../../kyc/index.ts';
import { loadCustomerInfo } from '../data/customers.ts';
import { pendingTerms, type TBrandTerm } from '../terms.ts';

/** The acting customer's profile (spec 1 §3), with the brand terms the user still has to accept. */
export const customerInfoGetOp = (deps: { db: Queryable; terms?: (brand: string) => readonly TBrandTerm[] }) =>
  operation(customerInfoGet, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const [info, kyc, terms] = await Promise.all([
      loadCustomerInfo(deps.db, caller),
      kycSummary(deps.db, caller.customerId),
      pendingTerms(deps.db, caller.userId, deps.terms?.(caller.brand) ?? []),
    ]);
    // Verification facts from the customer's documents and reviews (kyc domain, spec 1 §4).
    return {
      customerInfo: {
        ...info,
        birthDay: kyc.birthDay,
        verified: kyc.verified,
        limited: kyc.limited,
        dueDiligenceLevel: kyc.dueDiligenceLevel,
        isNeedPersonalInfoUpdate: kyc.isNeedPersonalInfoUpdate,
        isNeedKyc: kyc.isNeedKyc,
        terms: terms.map((t) => ({ id: t.id, key: t.key })),
      },
    };
  });
