import { currencyExponent, type TCurrencyCode } from '@openportal/contract';

/** A rate as text: units of the buy currency per unit of the sell currency ("1.0845"). */
const RATE = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,12})?$/;
/** The largest spread a request may carry, in basis points (50%). */
export const FX_SPREAD_BPS_MAX = 5_000;
const BPS = 10_000n;

/** An exact rational number num/den (den > 0); never a float. */
export interface TRational {
  num: bigint;
  den: bigint;
}

/** Parses a decimal rate string exactly; null when malformed or zero. */
export function parseRate(rate: unknown): TRational | null {
  if (typeof rate !== 'string' || !RATE.test(rate)) return null;
  const [whole, frac = ''] = rate.split('.') as [string, string?];
  const num = BigInt(whole + frac);
  if (num === 0n) return null;
  return { num, den: 10n ** BigInt(frac.length) };
}

export function validSpread(spreadBps: unknown): spreadBps is number {
  return Number.isInteger(spreadBps) && (spreadBps as number) >= 0 && (spreadBps as number) <= FX_SPREAD_BPS_MAX;
}

/**
 * Buy minor units per sell minor unit, exactly, after the spread: rate × (1 − spread) ×
 * 10^(buy exponent − sell exponent).
 */
export function minorRate(rate: TRational, spreadBps: number, sell: TCurrencyCode, buy: TCurrencyCode): TRational {
  const shift = currencyExponent(buy) - currencyExponent(sell);
  const num = rate.num * (BPS - BigInt(spreadBps)) * 10n ** BigInt(Math.max(0, shift));
  const den = rate.den * BPS * 10n ** BigInt(Math.max(0, -shift));
  return { num, den };
}

/**
 * What the customer gets for selling `sellMinor`: rounded down, so any rounding is the
 * house's, and by less than one minor unit of the buy currency.
 */
export function buyForSell(sellMinor: bigint, r: TRational): bigint {
  return (sellMinor * r.num) / r.den;
}

/**
 * What the customer pays to get exactly `buyMinor`: rounded up, so any rounding is the
 * house's, and by less than one minor unit of the sell currency.
 */
export function sellForBuy(buyMinor: bigint, r: TRational): bigint {
  return (buyMinor * r.den + r.num - 1n) / r.num;
}

const INT8_MAX = 9223372036854775807n;

export interface TFxQuote {
  sellMinor: bigint;
  buyMinor: bigint;
}

/**
 * Both sides of an exchange given one of them, as postFxTransaction books it; null when the
 * rate or spread is malformed, or a side comes out zero or too large.
 */
export function quoteFx(
  input: { rate: string; spreadBps: number; sell: TCurrencyCode; buy: TCurrencyCode },
  amount: { sellMinor: bigint } | { buyMinor: bigint },
): TFxQuote | null {
  const rate = parseRate(input.rate);
  if (!rate || !validSpread(input.spreadBps)) return null;
  const r = minorRate(rate, input.spreadBps, input.sell, input.buy);
  const q =
    'sellMinor' in amount
      ? { sellMinor: amount.sellMinor, buyMinor: buyForSell(amount.sellMinor, r) }
      : { sellMinor: sellForBuy(amount.buyMinor, r), buyMinor: amount.buyMinor };
  if (q.sellMinor <= 0n || q.buyMinor <= 0n || q.sellMinor > INT8_MAX || q.buyMinor > INT8_MAX) return null;
  return q;
}
