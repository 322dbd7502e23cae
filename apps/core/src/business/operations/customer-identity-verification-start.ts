import { customerIdentityVerificationStart } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { writeAudit } from '../../admin/audit.ts';
import { startRun } from '../../kyc/index.ts';
import { AppError, fieldError } from '../../platform/app-error.ts';
import type { Caller } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * Whose identity the run checks: on a company, a person among its representatives (the one named,
 * else the signed-in user's own row); on a personal customer, the customer themself (null).
 */
async function personToVerify(q: Queryable, caller: Caller, customerId: string, named: number | undefined) {
  const company = await q.query('SELECT 1 FROM business_profiles WHERE customer_id = $1', [customerId]);
  if (company.rows.length === 0) {
    if (named !== undefined) throw fieldError('representativeId', 'representativeNotFound');
    if (caller.kind === 'admin') {
      const exists = await q.query('SELECT 1 FROM customers WHERE id = $1', [customerId]);
      if (exists.rows.length === 0) throw new AppError('IM', 'notFound');
    }
    return null;
  }
  const r = await q.query<{ id: string; kind: string }>(
    `SELECT id, kind FROM business_representatives
      WHERE customer_id = $1 AND deleted_at IS NULL AND ($2::bigint IS NULL AND user_id = $3 OR id = $2)`,
    [customerId, named ?? null, caller.kind === 'customer' ? caller.userId : null],
  );
  const rep = r.rows[0];
  if (!rep) throw fieldError('representativeId', 'representativeNotFound');
  if (rep.kind !== 'person') throw fieldError('representativeId', 'representativeNotPerson');
  return Number(rep.id);
}

/**
 * POST /customers/{id}/identity-verification (spec 1 §7): kyc's verification engine (startRun,
 * as identityVerificationStart) for a company's representative, whose confirmed document is
 * filed for them. A signed-in user acts only for their acting customer (another id: not found,
 * as an unknown one); an operator (support, compliance) for any customer, audited.
 */
export const customerIdentityVerificationStartOp = (deps: BusinessDeps) =>
  operation(customerIdentityVerificationStart, async (ctx, input) => {
    const c = ctx.caller;
    const customerId = String(ctx.params.id);
    if (c.kind !== 'admin' && c.kind !== 'customer') throw new AppError('ENOA', 'noAccess');
    // Another customer's id is not found, as one that does not exist (the rights check passed).
    if (c.kind === 'customer' && c.customerId !== customerId) throw new AppError('IM', 'notFound');
    const representativeId = await personToVerify(deps.db, c, customerId, input.representativeId);
    const verification = await startRun(deps, customerId, 'nfd', false, representativeId);
    if (c.kind === 'admin')
      await writeAudit(deps.db, {
        adminId: c.adminId,
        action: 'identityVerification.start',
        target: `customer ${customerId}`,
        before: null,
        after: { representativeId, workflowRunId: verification.workflowRunId },
        ip: ctx.req.ip,
      });
    return { responseCode: '00' as const, verification };
  });
