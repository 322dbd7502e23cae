import { describe, expect, it } from 'vitest';
import { compareAmounts } from './amount-compare.ts';

describe('compareAmounts', () => {
  it('orders decimal strings exactly: sign, whole digits, fraction; empty first', () => {
    const sorted = ['10', '-3.5', '0.946444', '9.99', '', '-12.50', '0.95', '100.00', '010.5', '0'].sort(
      compareAmounts,
    );
    expect(sorted).toEqual(['', '-12.50', '-3.5', '0', '0.946444', '0.95', '9.99', '10', '010.5', '100.00']);
    expect(compareAmounts('1.50', '1.5')).toBe(0);
    expect(compareAmounts('9007199254740993.01', '9007199254740993.02')).toBe(-1);
    expect(compareAmounts(null, '1')).toBe(-1);
  });
});
