import { describe, expect, it } from 'vitest';
import { crossRate } from './fx-cross.ts';

describe('crossRate', () => {
  it('divides the buy rate by the sell rate, exactly where it can', () => {
    expect(crossRate('1', '0.921')).toBe('0.921');
    expect(crossRate('0.921', '1')).toBe('1.08577633');
    expect(crossRate('0.5', '2')).toBe('4');
    expect(crossRate('4.582', '10.9875')).toBe('2.397970318');
  });

  it('keeps 10 significant digits, truncated, and at most 12 decimals', () => {
    expect(crossRate('3', '1')).toBe('0.3333333333');
    expect(crossRate('25385', '0.00001052')).toBe('0.000000000414');
    expect(crossRate('0.00001052', '25385')).toBe('2413022813');
  });

  it('is null when the cross does not fit or a rate is not a positive decimal', () => {
    expect(crossRate('1000000000', '0.0001')).toBeNull();
    expect(crossRate('0.000001', '1000000000')).toBeNull();
    expect(crossRate('0', '1')).toBeNull();
    expect(crossRate('1', '-2')).toBeNull();
    expect(crossRate('1e3', '1')).toBeNull();
  });
});
