import { adminFeeUpsert } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { adminOf, writeAudit } from '../audit.ts';
import { feeChangeNeedsApproval, feeTarget, feeValues } from '../change-kinds.ts';
import { feeMinorUnits, lockFee, upsertFee } from '../data/fees.ts';
import { proposeChange } from '../four-eyes.ts';
import type { AdminDeps } from '../module.ts';

/**
 * Sets one fee and limit rule of a served brand, audited (`feeRule.upsert`) in the same
 * transaction; a change to an active limit or a percent fee above 10% waits for a second operator
 * instead (`pendingChange`, audited `feeRule.propose`; rules in change-kinds.ts).
 */
export const adminFeeUpsertOp = (deps: AdminDeps) =>
  operation(adminFeeUpsert, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    if (!deps.brandContext.brands.has(input.brand)) throw fieldError('brand', 'unknownBrand');
    feeMinorUnits(input);
    return deps.db.transaction(async (tx) => {
      const before = await lockFee(tx, input);
      const target = feeTarget(input);
      if (feeChangeNeedsApproval(before, input)) {
        const change = { kind: 'feeRule' as const, target, values: feeValues(input), adminId: admin.adminId };
        const pendingChange = await proposeChange(tx, { ...change, before: before && feeValues(before) }, ctx.req.ip);
        return { responseCode: '00' as const, data: before, pendingChange };
      }
      const after = await upsertFee(tx, input, admin.adminId);
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'feeRule.upsert',
        target,
        before: before ? feeValues(before) : null,
        after: feeValues(after),
        ip: ctx.req.ip,
      });
      return { responseCode: '00' as const, data: after, pendingChange: null };
    });
  });
