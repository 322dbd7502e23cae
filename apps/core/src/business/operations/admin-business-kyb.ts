import { adminBusinessCompanyGet, adminBusinessKybDecide, adminBusinessKybQueue } from '@openportal/contract';
import { adminOf } from '../../admin/audit.ts';
import { operation } from '../../platform/operation.ts';
import { decideKyb, kybCompanyView, kybQueue } from '../data/kyb.ts';
import type { BusinessDeps } from '../module.ts';
import { tellKybDecision } from '../notices.ts';

/**
 * The back office's KYB review: the queue and a company's detail (support, compliance), the
 * decision (compliance), which the company's users are told of.
 */
export const adminBusinessKybOps = (deps: BusinessDeps) => [
  operation(adminBusinessKybQueue, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await kybQueue(deps.db, { brand: input.brand }),
  })),
  operation(adminBusinessCompanyGet, async (ctx) => ({
    responseCode: '00' as const,
    data: await kybCompanyView(deps.db, String(ctx.params.customerId)),
  })),
  // The company's users are told of the decision in its transaction (mail and their open tabs).
  operation(adminBusinessKybDecide, async (ctx, input) => ({
    responseCode: '00' as const,
    data: await deps.db.transaction(async (tx) => {
      const customerId = String(ctx.params.customerId);
      const decided = await decideKyb(tx, { admin: adminOf(ctx.caller), ip: ctx.req.ip, customerId }, input);
      await tellKybDecision(tx, deps, customerId, {
        status: decided.status === 'approved' ? 'approved' : 'rejected',
        reason: input.decision === 'reject' ? input.reason : null,
      });
      return decided;
    }),
  })),
];
