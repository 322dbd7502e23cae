import { approvalThresholdList, formatMinor, type TCurrencyCode } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { approvalThresholdChanges, approvalThresholdsOf } from '../approvals/policy.ts';
import type { MoneyDeps } from '../module.ts';

const amount = (minor: string | null, currency: string) =>
  minor === null ? null : formatMinor(BigInt(minor), currency as TCurrencyCode);

/** The acting company's approval thresholds by amount, and their last changes (the setting's audit). */
export const approvalThresholdListOp = (deps: MoneyDeps) =>
  operation(approvalThresholdList, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const [thresholds, changes] = await Promise.all([
      approvalThresholdsOf(deps.db, customerId),
      approvalThresholdChanges(deps.db, customerId),
    ]);
    return {
      thresholds: thresholds.map((t) => ({
        currencyCode: t.currency as TCurrencyCode,
        amount: formatMinor(t.minor, t.currency as TCurrencyCode),
      })),
      changes: changes.map((c) => ({
        at: c.at.toISOString(),
        changedBy: c.email,
        currencyCode: c.target as TCurrencyCode,
        before: amount(c.before, c.target),
        after: amount(c.after, c.target),
      })),
    };
  });
