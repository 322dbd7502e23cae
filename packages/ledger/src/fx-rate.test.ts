import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, formatMinor, parseAmount, type TCurrencyCode } from '@openportal/contract';
import { buyForSell, minorRate, parseRate, quoteFx, sellForBuy } from './fx-rate.ts';

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 2000);
const currency = fc.constantFrom(...CURRENCY_CODES);
/** Decimal rate strings as a dealer would quote them, 1e-8 .. 1e6. */
const rate = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 14n }), fc.integer({ min: 0, max: 8 }))
  .map(([digits, scale]) => {
    const s = digits.toString().padStart(scale + 1, '0');
    return scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
  })
  .filter((s) => parseRate(s) !== null);
const spread = fc.integer({ min: 0, max: 5000 });
const minor = fc.bigInt({ min: 1n, max: 10n ** 15n });

describe('FX rounding (property)', () => {
  it('selling: the customer gets the exact value rounded down, by less than one minor unit', () => {
    fc.assert(
      fc.property(minor, rate, spread, currency, currency, (sell, rateText, bps, from, to) => {
        const r = minorRate(parseRate(rateText)!, bps, from, to);
        const buy = buyForSell(sell, r);
        // exact value = sell * num / den; house's favour: buy <= exact < buy + 1
        expect(buy * r.den <= sell * r.num).toBe(true);
        expect(sell * r.num < (buy + 1n) * r.den).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('buying: the customer pays the exact cost rounded up, by less than one minor unit', () => {
    fc.assert(
      fc.property(minor, rate, spread, currency, currency, (buy, rateText, bps, from, to) => {
        const r = minorRate(parseRate(rateText)!, bps, from, to);
        const sell = sellForBuy(buy, r);
        // exact cost = buy * den / num; house's favour: cost <= sell < cost + 1
        expect(sell * r.num >= buy * r.den).toBe(true);
        expect((sell - 1n) * r.num < buy * r.den).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('a quote round trip never pays out more than was sold', () => {
    fc.assert(
      fc.property(minor, rate, spread, currency, currency, (sell, rateText, bps, from, to) => {
        const q = quoteFx({ rate: rateText, spreadBps: bps, sell: from, buy: to }, { sellMinor: sell });
        if (!q) return;
        const back = quoteFx({ rate: rateText, spreadBps: bps, sell: from, buy: to }, { buyMinor: q.buyMinor });
        expect(back).not.toBeNull();
        expect(back!.sellMinor <= sell).toBe(true);
        expect(back!.buyMinor).toBe(q.buyMinor);
      }),
      { numRuns: RUNS },
    );
  });

  it('a wider spread never gives the customer more', () => {
    fc.assert(
      fc.property(minor, rate, spread, spread, currency, currency, (sell, rateText, a, b, from, to) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const rr = parseRate(rateText)!;
        expect(buyForSell(sell, minorRate(rr, hi, from, to)) <= buyForSell(sell, minorRate(rr, lo, from, to))).toBe(
          true,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('known cases: EUR→USD at 1.0845, 25 bps; JPY and BHD exponents', () => {
    const q = (sell: TCurrencyCode, buy: TCurrencyCode, rateText: string, bps: number, sellMinor: bigint) =>
      quoteFx({ rate: rateText, spreadBps: bps, sell, buy }, { sellMinor });
    // 100.00 EUR * 1.0845 * 0.9975 = 108.178875 USD -> 108.17
    expect(q('EUR', 'USD', '1.0845', 25, 10_000n)).toEqual({ sellMinor: 10_000n, buyMinor: 10_817n });
    // 1.00 USD * 151.37 = 151.37 JPY -> 151
    expect(q('USD', 'JPY', '151.37', 0, 100n)).toEqual({ sellMinor: 100n, buyMinor: 151n });
    // 1000 JPY * 0.002491 BHD = 2.491 BHD -> 2491 fils
    expect(q('JPY', 'BHD', '0.002491', 0, 1_000n)).toEqual({ sellMinor: 1_000n, buyMinor: 2_491n });
    expect(quoteFx({ rate: '1.0845', spreadBps: 25, sell: 'EUR', buy: 'USD' }, { buyMinor: 10_817n })).toEqual({
      sellMinor: 10_000n,
      buyMinor: 10_817n,
    });
    expect(q('EUR', 'USD', '0.0001', 0, 1n)).toBeNull();
    for (const bad of ['0', '1e3', '-1', '1.', '.5', ' 1', '1.0000000000001', 'NaN']) expect(parseRate(bad)).toBeNull();
  });
});

describe('amount conversion (property)', () => {
  it('formatMinor then parseAmount gives the same minor units, for every currency', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 9223372036854775807n }), currency, (m, c) => {
        expect(parseAmount(formatMinor(m, c), c)).toEqual({ ok: true, minor: m });
      }),
      { numRuns: RUNS },
    );
  });

  it('parseAmount then formatMinor gives the canonical text (padded to the exponent)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.nat({ max: 8 }), currency, (digits, scale, c) => {
        const s = digits.toString().padStart(scale + 1, '0');
        const text = scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
        const parsed = parseAmount(text, c, { positive: false });
        if (!parsed.ok) {
          expect(['tooManyDecimals', 'tooLarge']).toContain(parsed.error);
          return;
        }
        expect(parseAmount(formatMinor(parsed.minor, c), c, { positive: false })).toEqual(parsed);
        expect(canonicalDecimal(formatMinor(parsed.minor, c))).toBe(canonicalDecimal(text));
      }),
      { numRuns: RUNS },
    );
  });
});

/** "007.5000" -> "7.5", "0.00" -> "0": the number a decimal text means, as text. */
function canonicalDecimal(text: string): string {
  const [whole, frac = ''] = text.split('.') as [string, string?];
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = frac.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}
