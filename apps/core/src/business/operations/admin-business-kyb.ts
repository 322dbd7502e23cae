import { adminBusinessCompanyGet, adminBusinessKybDecide, adminBusinessKybQueue } from '@openportal/contract';
import { adminOf } from '../../admin/audit.ts';
import { operation } from '../../platform/operation.ts';
import { decideKyb, kybCompanyView, kybQueue } from '../data/kyb.ts';
import type { BusinessDeps } from '../module.ts';

/** The back office's KYB review: the queue and a company's detail (support, compliance), the decision (compliance). */
export const adminBusinessKybOps = (deps: BusinessDeps) => [
  operation(adminBusinessKybQueue, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await kybQueue(deps.db, { brand: input.brand }),
  })),
  operation(adminBusinessCompanyGet, async (ctx) => ({
    responseCode: '00' as const,
    data: await kybCompanyView(deps.db, String(ctx.params.customerId)),
  })),
  operation(adminBusinessKybDecide, async (ctx, input) => ({
    responseCode: '00' as const,
    data: await deps.db.transaction((tx) =>
      decideKyb(tx, { admin: adminOf(ctx.caller), ip: ctx.req.ip, customerId: String(ctx.params.customerId) }, input),
    ),
  })),
];
