import { adminFxRateUpdate } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { adminOf, writeAudit } from '../audit.ts';
import { lockFxRate, upsertFxRate } from '../data/fx.ts';
import type { AdminDeps } from '../module.ts';

/**
 * Sets one pair's mid rate and spread; the portal's next quote (transferExchangeRateGet,
 * transferBetweenAccountsFee, the transfer itself) reads it. Audited in the same transaction.
 */
export const adminFxRateUpdateOp = (deps: AdminDeps) =>
  operation(adminFxRateUpdate, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    const data = await deps.db.transaction(async (tx) => {
      const before = await lockFxRate(tx, input.sellCurrency, input.buyCurrency);
      const after = await upsertFxRate(tx, input);
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'fxRate.update',
        target: `${input.sellCurrency}/${input.buyCurrency}`,
        before: before && { rate: before.rate, spreadBps: before.spreadBps },
        after: { rate: after.rate, spreadBps: after.spreadBps },
        ip: ctx.req.ip,
      });
      return after;
    });
    return { responseCode: '00' as const, data };
  });
