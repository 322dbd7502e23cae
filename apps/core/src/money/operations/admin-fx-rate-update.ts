import { adminFxRateUpdate } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { adminOf, writeAudit } from '../../admin/audit.ts';
import { proposeChange } from '../../admin/four-eyes.ts';
import { lockFxRate, upsertFxRate } from '../data/fx-rates.ts';
import { fxRateMove } from '../fx-rates.ts';
import type { MoneyDeps } from '../module.ts';
import { fxBandPercent, fxTarget, fxValues } from '../operator-changes.ts';

/**
 * Sets one pair's mid rate and spread; the portal's next quote (transferExchangeRateGet,
 * transferBetweenAccountsFee, the transfer itself) reads it. Within the brands' band of the
 * customer rate it applies at once (audited `fxRate.update`); beyond it, or for a new pair, it
 * waits for a second operator (`pendingChange`, audited `fxRate.propose`); more than 10× off the
 * current mid rate it is refused. All in one transaction with its audit row.
 */
export const adminFxRateUpdateOp = (deps: MoneyDeps) =>
  operation(adminFxRateUpdate, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    const band = fxBandPercent(deps.brandContext);
    return deps.db.transaction(async (tx) => {
      const before = await lockFxRate(tx, input.sellCurrency, input.buyCurrency);
      const move = before ? fxRateMove(before, input, band) : 'beyondBand';
      if (move === 'tooFar') throw fieldError('rate', 'rateTooFarFromCurrent');
      const target = fxTarget(input);
      if (move === 'beyondBand') {
        const change = { kind: 'fxRate' as const, target, values: { ...input }, adminId: admin.adminId };
        const pendingChange = await proposeChange(tx, { ...change, before: before && fxValues(before) }, ctx.req.ip);
        return { responseCode: '00' as const, data: before, pendingChange };
      }
      const after = await upsertFxRate(tx, input);
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'fxRate.update',
        target,
        before: before && fxValues(before),
        after: fxValues(after),
        ip: ctx.req.ip,
      });
      return { responseCode: '00' as const, data: after, pendingChange: null };
    });
  });
