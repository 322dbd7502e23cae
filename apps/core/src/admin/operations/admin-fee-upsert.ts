import { adminFeeUpsert } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { adminOf, writeAudit } from '../audit.ts';
import { feeMinorUnits, lockFee, upsertFee } from '../data/fees.ts';
import type { AdminDeps } from '../module.ts';

/** Sets one fee and limit rule of a served brand; audited in the same transaction. */
export const adminFeeUpsertOp = (deps: AdminDeps) =>
  operation(adminFeeUpsert, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    if (!deps.brandContext.brands.has(input.brand)) throw fieldError('brand', 'unknownBrand');
    feeMinorUnits(input);
    const data = await deps.db.transaction(async (tx) => {
      const before = await lockFee(tx, input);
      const after = await upsertFee(tx, input, admin.adminId);
      const { updatedAt: _b, ...beforeValues } = before ?? { updatedAt: '' };
      const { updatedAt: _a, ...afterValues } = after;
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'feeRule.upsert',
        target: `${input.brand}/${input.transferKind}/${input.currencyCode}/kyc${input.kycLevel}`,
        before: before ? beforeValues : null,
        after: afterValues,
        ip: ctx.req.ip,
      });
      return after;
    });
    return { responseCode: '00' as const, data };
  });
