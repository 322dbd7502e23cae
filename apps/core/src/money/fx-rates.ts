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
