import { describe, expect, it } from 'vitest';
import { convertMinor, partialTotalIn, totalIn } from './convert.ts';

describe('convertMinor', () => {
  it('converts exactly and rounds half away from zero to the target exponent', () => {
    expect(convertMinor(10000n, 'EUR', '1.0834', 'USD')).toBe(10834n);
    expect(convertMinor(1n, 'EUR', '1.5', 'USD')).toBe(2n);
    expect(convertMinor(-1n, 'EUR', '1.5', 'USD')).toBe(-2n);
    expect(convertMinor(1n, 'EUR', '1.4', 'USD')).toBe(1n);
    expect(convertMinor(12345n, 'USD', '150.25', 'JPY')).toBe(18548n);
    expect(convertMinor(100n, 'USD', 'x', 'EUR')).toBeNull();
  });
});

describe('totalIn', () => {
  it('adds balances in the main currency at the rates, and is null while a rate is missing', () => {
    const parts = [
      { amount: '100.00', currency: 'USD' as const, rate: '1' },
      { amount: '50.00', currency: 'EUR' as const, rate: '1.1' },
      { amount: '-5.00', currency: 'GBP' as const, rate: '1.3' },
    ];
    expect(totalIn('USD', parts)).toBe('148.50');
    expect(totalIn('USD', [...parts, { amount: '1.00', currency: 'CHF', rate: undefined }])).toBeNull();
    expect(totalIn('USD', [])).toBe('0.00');
  });
});

describe('partialTotalIn', () => {
  it('adds what it can convert and names the currencies it could not, once each', () => {
    const parts = [
      { amount: '100.00', currency: 'USD' as const, rate: '1' },
      { amount: '50.00', currency: 'EUR' as const, rate: '1.1' },
      { amount: '300.00', currency: 'NOK' as const, rate: null },
      { amount: '0.01000000', currency: 'BTC' as const, rate: null },
      { amount: '7.00', currency: 'NOK' as const, rate: null },
      { amount: '1.00', currency: 'GBP' as const, rate: 'not a rate' },
    ];
    expect(partialTotalIn('USD', parts)).toEqual({ total: '155.00', notConverted: ['NOK', 'BTC', 'GBP'] });
    expect(partialTotalIn('USD', [])).toEqual({ total: '0.00', notConverted: [] });
  });
});
