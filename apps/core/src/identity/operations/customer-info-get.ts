import { customerInfoGet } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { loadCustomerInfo } from '../data/customers.ts';
import { pendingTerms, type TBrandTerm } from '../terms.ts';

/** The acting customer's profile (spec 1 §3), with the brand terms the user still has to accept. */
export const customerInfoGetOp = (deps: { db: Queryable; terms?: (brand: string) => readonly TBrandTerm[] }) =>
  operation(
    customerInfoGet,
    async (ctx) => {
      const caller = customerOf(ctx.caller);
      const info = await loadCustomerInfo(deps.db, caller);
      const terms = await pendingTerms(deps.db, caller.userId, deps.terms?.(caller.brand) ?? []);
      return { customerInfo: { ...info, terms: terms.map((t) => ({ id: t.id, key: t.key })) } };
    },
    {
      // Verification, due diligence and approvals are later capabilities (roadmap C2, C3, C7).
      stubs: ['birthDay', 'taxId', 'verified', 'limited', 'dueDiligenceLevel', 'isNeedPersonalInfoUpdate', 'isNeedKyc'],
    },
  );
