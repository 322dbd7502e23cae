import { describe, expect, it } from 'vitest';
import { amountToWire, decimalSeparator } from './amount-input.ts';

describe('amountToWire', () => {
  it("reads English with ',' between thousands and '.' before decimals", () => {
    expect(amountToWire('1,000', 'en')).toBe('1000');
    expect(amountToWire('12,345.67', 'en')).toBe('12345.67');
    expect(amountToWire(' 12.5 ', 'en')).toBe('12.5');
    expect(amountToWire('1 000.25', 'en')).toBe('1000.25');
  });
  it("reads comma languages with ',' before decimals and '.' or spaces between thousands", () => {
    expect(decimalSeparator('es')).toBe(',');
    expect(amountToWire('1.000,50', 'es')).toBe('1000.50');
    expect(amountToWire('12.345,67', 'pt')).toBe('12345.67');
    expect(amountToWire('1\u00a0000,5', 'ru')).toBe('1000.5');
    expect(amountToWire('1\u202f000,5', 'ua')).toBe('1000.5');
    expect(amountToWire('12,5', 'ro')).toBe('12.5');
    expect(amountToWire('12.5', 'es')).toBe('12.5');
    expect(amountToWire('1.500', 'es')).toBe('1500');
  });
  it('refuses what is not a number in the language', () => {
    for (const bad of ['', 'abc', '12,5', '1,00,000', '1.2.3', '12.', '.5', '-5', '1e3', '1,000,0']) {
      expect(amountToWire(bad, 'en'), bad).toBeNull();
    }
    expect(amountToWire('1,2,3', 'es')).toBeNull();
    expect(amountToWire('1.00,5', 'es')).toBeNull();
  });
});
