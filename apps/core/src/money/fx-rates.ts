import type { TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { parseRate } from '@openportal/ledger';
import { fieldError } from '../platform/app-error.ts';
import { crossRate } from './fx-cross.ts';

export interface TFxRate {
  rate: string;
  spreadBps: number;
}

/** Where the rate in force comes from: an operator's row (fx_rates) or the rates provider's. */
export type TFxRateSource = 'operator' | 'provider';

export type TFxRateInForce =
  | { status: 'ok'; fx: TFxRate; source: TFxRateSource; asOf: Date }
  /** The provider's rates were not refreshed in time (FX_RATES_MAX_AGE_S): refused for payments. */
  | { status: 'stale'; asOf: Date }
  | { status: 'missing' };

interface RateRow {
  source: TFxRateSource;
  currency: string | null;
  rate: string;
  spread_bps: number;
  as_of: Date;
  stale: boolean;
}

/**
 * The rate in force for selling `sell` to buy `buy`, in one query: the operator's pair in
 * fx_rates wins; else the cross of the provider's two rates (fx_provider_rates, against one
 * base currency), `stale` once either was last fetched too long ago (its stale_at passed).
 */
export async function fxRateInForce(q: Queryable, sell: TCurrencyCode, buy: TCurrencyCode): Promise<TFxRateInForce> {
  const rows = (
    await q.query<RateRow>(
      `SELECT 'operator' AS source, NULL AS currency, rate, spread_bps, updated_at AS as_of, false AS stale
         FROM fx_rates WHERE sell_currency = $1 AND buy_currency = $2
       UNION ALL
       SELECT 'provider', currency, rate, spread_bps, as_of, stale_at <= now()
         FROM fx_provider_rates WHERE currency IN ($1, $2)`,
      [sell, buy],
    )
  ).rows;
  const operator = rows.find((r) => r.source === 'operator');
  if (operator)
    return { status: 'ok', source: 'operator', asOf: operator.as_of, fx: fxOf(operator.rate, operator.spread_bps) };
  const sold = rows.find((r) => r.currency === sell);
  const bought = rows.find((r) => r.currency === buy);
  if (!sold || !bought || sell === buy) return { status: 'missing' };
  const asOf = sold.as_of < bought.as_of ? sold.as_of : bought.as_of;
  if (sold.stale || bought.stale) return { status: 'stale', asOf };
  const rate = crossRate(sold.rate, bought.rate);
  if (rate === null) return { status: 'missing' };
  return { status: 'ok', source: 'provider', asOf, fx: fxOf(rate, Math.max(sold.spread_bps, bought.spread_bps)) };
}

const fxOf = (rate: string, spreadBps: number): TFxRate => ({ rate, spreadBps: Number(spreadBps) });

/**
 * The current mid rate and spread for selling `sell` to buy `buy` (the rate in force,
 * fxRateInForce), or null when there is none or it is stale. Name and signature kept for every
 * reader of rates (quotes, transfers).
 */
export async function currentFxRate(q: Queryable, sell: TCurrencyCode, buy: TCurrencyCode): Promise<TFxRate | null> {
  const r = await fxRateInForce(q, sell, buy);
  return r.status === 'ok' ? r.fx : null;
}

/**
 * The rate a payment may use, or the refusal on `field`: `noExchangeRate` when the pair has
 * none, `staleExchangeRate` when the provider's rates are out of date.
 */
export async function requireFxRate(
  q: Queryable,
  sell: TCurrencyCode,
  buy: TCurrencyCode,
  field: string,
): Promise<TFxRate> {
  const r = await fxRateInForce(q, sell, buy);
  if (r.status === 'ok') return r.fx;
  throw fieldError(field, r.status === 'stale' ? 'staleExchangeRate' : 'noExchangeRate');
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
