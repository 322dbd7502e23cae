import { customerInfoGet } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { loadCustomerInfo } from '../data/customers.ts';

/** The acting customer's profile (spec 1 §3). */
export const customerInfoGetOp = (deps: { db: Queryable }) =>
  operation(
    customerInfoGet,
    async (ctx) => ({ customerInfo: await loadCustomerInfo(deps.db, customerOf(ctx.caller)) }),
    {
      // Verification, due diligence, approvals and terms are later capabilities (roadmap C2, C3, C7).
      stubs: [
        'birthDay',
        'taxId',
        'verified',
        'limited',
        'dueDiligenceLevel',
        'isNeedPersonalInfoUpdate',
        'isNeedKyc',
        'terms',
      ],
    },
  );
