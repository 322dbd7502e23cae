import { describe, expect, it } from 'vitest';
import { feeOf, FREE, largestAmountWithin, type TFeeTerms } from './fee.ts';

const terms: TFeeTerms = { fixedMinor: 25n, percentBps: 150, minMinor: 50n, maxMinor: 1_000n };

describe('feeOf', () => {
  it('adds fixed and percent, rounded up, between min and max', () => {
    expect(feeOf(terms, 1_000n)).toBe(50n); // 25 + 15 = 40, raised to the minimum
    expect(feeOf(terms, 10_001n)).toBe(176n); // 25 + ceil(150.015)
    expect(feeOf(terms, 10_000_000n)).toBe(1_000n); // capped
    expect(feeOf(FREE, 123n)).toBe(0n);
  });
});

describe('largestAmountWithin', () => {
  it('finds the largest amount that fits with its fee', () => {
    for (const budget of [0n, 49n, 50n, 51n, 10_000n, 123_457n, 99_999_999n]) {
      const a = largestAmountWithin(terms, budget);
      if (a > 0n) expect(a + feeOf(terms, a)).toBeLessThanOrEqual(budget);
      expect(a + 1n + feeOf(terms, a + 1n)).toBeGreaterThan(budget);
    }
    expect(largestAmountWithin(FREE, 700n)).toBe(700n);
  });
});
