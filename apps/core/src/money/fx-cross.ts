/** Most decimals and significant digits of a mid rate the ledger takes (`parseRate`, FX_RATE_BOUNDS). */
const DECIMALS = 12;
const SIGNIFICANT = 10;
const MAX_WHOLE = 10n ** 12n;

/** A decimal rate text ("0.921") as an exact fraction; null when it is not one. */
function fraction(rate: string): { num: bigint; den: bigint } | null {
  const m = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(rate);
  if (!m) return null;
  const frac = m[2] ?? '';
  const num = BigInt(m[1]! + frac);
  return num === 0n ? null : { num, den: 10n ** BigInt(frac.length) };
}

/**
 * The mid rate of selling `sell` for `buy` when both are quoted against one base currency (units
 * per one base unit): buyPerBase / sellPerBase, exact on integers, then truncated to at most 10
 * significant digits and 12 decimals, as the ledger takes rates. Null when a rate is not a
 * positive decimal, or the cross does not fit (0 after truncation, 10^12 or more).
 */
export function crossRate(sellPerBase: string, buyPerBase: string): string | null {
  const s = fraction(sellPerBase);
  const b = fraction(buyPerBase);
  if (!s || !b) return null;
  const num = b.num * s.den;
  const den = b.den * s.num;
  if (num / den >= MAX_WHOLE) return null;
  let scaled = (num * 10n ** BigInt(DECIMALS)) / den;
  const digits = scaled.toString().length;
  if (digits > SIGNIFICANT) {
    const drop = 10n ** BigInt(digits - SIGNIFICANT);
    scaled = (scaled / drop) * drop;
  }
  if (scaled === 0n) return null;
  const text = scaled.toString().padStart(DECIMALS + 1, '0');
  const whole = text.slice(0, -DECIMALS);
  const frac = text.slice(-DECIMALS).replace(/0+$/, '');
  return frac === '' ? whole : `${whole}.${frac}`;
}
