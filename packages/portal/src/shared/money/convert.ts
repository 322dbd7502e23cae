import { currencyExponent, formatMinor, parseAmount, type TCurrencyCode } from '@openportal/contract';

/** A decimal rate string ("1.0834") as an exact fraction. */
function rateFraction(rate: string): { num: bigint; den: bigint } | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  return { num: BigInt(`${m[1]}${frac}`), den: 10n ** BigInt(frac.length) };
}

/**
 * Minor units of one currency at a rate into minor units of another, exact (bigint), rounded half
 * away from zero to the target's exponent. Null when the rate is not a plain decimal.
 */
export function convertMinor(minor: bigint, from: TCurrencyCode, rate: string, to: TCurrencyCode): bigint | null {
  const r = rateFraction(rate);
  if (!r) return null;
  const num = minor * r.num * 10n ** BigInt(currencyExponent(to));
  const den = r.den * 10n ** BigInt(currencyExponent(from));
  const q = num / den;
  const rest = num % den;
  const abs = rest < 0n ? -rest : rest;
  if (abs * 2n >= den) return q + (num < 0n ? -1n : 1n);
  return q;
}

/** A signed wire amount in minor units (0 when it is not one). */
export function amountMinor(amount: string, currency: TCurrencyCode): bigint {
  const negative = amount.startsWith('-');
  const r = parseAmount(negative ? amount.slice(1) : amount, currency, { positive: false });
  if (!r.ok) return 0n;
  return negative ? -r.minor : r.minor;
}

export interface TTotalPart {
  amount: string;
  currency: TCurrencyCode;
  /** How many `to` one unit of `currency` is; '1' for the total's own currency. */
  rate: string | undefined;
}

/**
 * The sum of balances in one currency at the given rates, as a wire amount; null while a rate
 * is missing (the total is not shown rather than shown wrong).
 */
export function totalIn(to: TCurrencyCode, parts: readonly TTotalPart[]): string | null {
  let sum = 0n;
  for (const p of parts) {
    if (p.currency === to) {
      sum += amountMinor(p.amount, to);
      continue;
    }
    if (p.rate === undefined) return null;
    const c = convertMinor(amountMinor(p.amount, p.currency), p.currency, p.rate, to);
    if (c === null) return null;
    sum += c;
  }
  return formatMinor(sum, to);
}

export interface TPartialTotal {
  /** The sum of every balance that could be converted, as a wire amount. */
  total: string;
  /** Currencies left out because no rate could be had for them, in first-seen order. */
  notConverted: TCurrencyCode[];
}

/**
 * The sum of balances in one currency, converting what it can: a part whose rate is null (none
 * to be had: missing, stale, or its call failed) is left out and named, so one currency without
 * a rate never hides the total of the others.
 */
export function partialTotalIn(
  to: TCurrencyCode,
  parts: ReadonlyArray<{ amount: string; currency: TCurrencyCode; rate: string | null }>,
): TPartialTotal {
  let sum = 0n;
  const notConverted: TCurrencyCode[] = [];
  for (const p of parts) {
    const c =
      p.currency === to
        ? amountMinor(p.amount, to)
        : p.rate === null
          ? null
          : convertMinor(amountMinor(p.amount, p.currency), p.currency, p.rate, to);
    if (c === null) {
      if (!notConverted.includes(p.currency)) notConverted.push(p.currency);
      continue;
    }
    sum += c;
  }
  return { total: formatMinor(sum, to), notConverted };
}
