import { adminFeeUpsert } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { adminOf, writeAudit } from '../../admin/audit.ts';
import { proposeChange } from '../../admin/four-eyes.ts';
import { checkFeeCustomer, feeMinorUnits, lockFee, upsertFee } from '../data/fee-rules.ts';
import type { MoneyDeps } from '../module.ts';
import { feeChangeNeedsApproval, feeTarget, feeValues } from '../operator-changes.ts';

/**
 * Sets one fee and limit rule of a served brand (for a customer kind, one customer of the brand
 * or everyone, from a date or always; every write is a new version, which quotes name), audited (`feeRule.upsert`) in the same
 * transaction; a change to an active limit or a percent fee above 10% waits for a second operator
 * instead (`pendingChange`, audited `feeRule.propose`; rules in operator-changes.ts).
 */
export const adminFeeUpsertOp = (deps: MoneyDeps) =>
  operation(adminFeeUpsert, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    if (!deps.brandContext.brands.has(input.brand)) throw fieldError('brand', 'unknownBrand');
    feeMinorUnits(input);
    return deps.db.transaction(async (tx) => {
      await checkFeeCustomer(tx, input);
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
