import { describe, expect, it } from 'vitest';
import { effectiveRate } from './fx-rates.ts';

describe('effectiveRate', () => {
  it.each([
    [{ rate: '0.9210', spreadBps: 50 }, '0.916395'],
    [{ rate: '1', spreadBps: 0 }, '1.000000'],
    [{ rate: '4.5820', spreadBps: 75 }, '4.547635'],
    [{ rate: '0.000001', spreadBps: 5000 }, '0.000000'],
  ])('%o → %s', (fx, shown) => {
    expect(effectiveRate(fx)).toBe(shown);
  });
});
