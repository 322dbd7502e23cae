import type { TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { parseRate } from '@openportal/ledger';

export interface TFxRate {
  rate: string;
  spreadBps: number;
}

/** The current mid rate and spread for selling `sell` to buy `buy`, or null when none is set. */
export async function currentFxRate(q: Queryable, sell: TCurrencyCode, buy: TCurrencyCode): Promise<TFxRate | null> {
  const row = (
    await q.query<{ rate: string; spread_bps: number }>(
      'SELECT rate, spread_bps FROM fx_rates WHERE sell_currency = $1 AND buy_currency = $2',
      [sell, buy],
    )
  ).rows[0];
  return row ? { rate: row.rate, spreadBps: row.spread_bps } : null;
}

const SHOWN_DECIMALS = 6n;

/**
 * The rate a customer gets, as shown: mid × (1 − spread), truncated (in the house's favour)
 * to six decimals, computed exactly on integers.
 */
export function effectiveRate(fx: TFxRate): string {
  const r = parseRate(fx.rate);
  if (!r) throw new RangeError(`bad stored rate ${fx.rate}`);
  const scaled = (r.num * BigInt(10_000 - fx.spreadBps) * 10n ** SHOWN_DECIMALS) / (r.den * 10_000n);
  const digits = scaled.toString().padStart(Number(SHOWN_DECIMALS) + 1, '0');
  return `${digits.slice(0, -Number(SHOWN_DECIMALS))}.${digits.slice(-Number(SHOWN_DECIMALS))}`;
}

/** A new mid rate more than this many times above or below the one in force is refused outright. */
export const FX_RATE_MAX_FACTOR = 10n;

/**
 * Where a new rate stands against the one in force (issue 18, four eyes): `withinBand` when the
 * customer rate (mid × (1 − spread)) moves by at most `bandPercent` of the current customer rate,
 * `beyondBand` when it moves more (a second operator must approve), `tooFar` when the mid rate is
 * more than FX_RATE_MAX_FACTOR times off (a typo, refused). Exact, on integers.
 */
export function fxRateMove(
  current: TFxRate,
  next: TFxRate,
  bandPercent: number,
): 'withinBand' | 'beyondBand' | 'tooFar' {
  const r0 = parseRate(current.rate);
  const r1 = parseRate(next.rate);
  if (!r0 || !r1) throw new RangeError(`bad rate ${current.rate} or ${next.rate}`);
  const [a, b] = [r1.num * r0.den, r0.num * r1.den]; // next and current over one denominator
  if (a > FX_RATE_MAX_FACTOR * b || FX_RATE_MAX_FACTOR * a < b) return 'tooFar';
  const e1 = a * BigInt(10_000 - next.spreadBps);
  const e0 = b * BigInt(10_000 - current.spreadBps);
  const moved = e1 > e0 ? e1 - e0 : e0 - e1;
  return moved * 100n <= BigInt(bandPercent) * e0 ? 'withinBand' : 'beyondBand';
}
