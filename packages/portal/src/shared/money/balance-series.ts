import type { THistoryRow } from '@openportal/contract';
import { amountMinor } from './convert.ts';
import type { TCurrencyCode } from '@openportal/contract';

export interface TBalancePoint {
  /** Epoch milliseconds. */
  at: number;
  /** Balance after the movement, minor units. */
  minor: bigint;
}

/**
 * An account's balance over time from its latest history rows (newest first, as historyGet
 * answers) and its balance now: walking back, each completed movement is taken off the balance
 * after it. Pending, rejected and reversed rows do not change the posted balance. The last point
 * is "now"; the first is the balance before the oldest row shown. Oldest first.
 */
export function balanceSeries(
  rows: readonly THistoryRow[],
  balance: string,
  currency: TCurrencyCode,
  now: number,
): TBalancePoint[] {
  let after = amountMinor(balance, currency);
  const points: TBalancePoint[] = [{ at: now, minor: after }];
  for (const r of rows) {
    if (r.status !== 'completed') continue;
    const at = Date.parse(r.date);
    if (Number.isNaN(at)) continue;
    points.push({ at, minor: after });
    after -= amountMinor(r.amount, currency);
    points.push({ at: at - 1, minor: after });
  }
  return points.reverse();
}
