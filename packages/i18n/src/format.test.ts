import { describe, expect, it } from 'vitest';
import { formatDate, formatDecimal, formatMoney, trimDecimals } from './format.ts';

describe('trimDecimals (spec 2 §5: up to 8 decimals, at least 2)', () => {
  it.each([
    ['10', '10.00'],
    ['10.5', '10.50'],
    ['10.50', '10.50'],
    ['10.123', '10.123'],
    ['0.00000001', '0.00000001'],
    ['1.10000000', '1.10'],
    ['-3.400', '-3.40'],
    ['12.123456789', '12.12345678'],
    ['90071992547409931234.01', '90071992547409931234.01'],
  ])('%s → %s', (input, out) => expect(trimDecimals(input)).toBe(out));
  it('keeps a non-decimal as is', () => expect(trimDecimals('abc')).toBe('abc'));
});

describe('formatMoney', () => {
  it.each([
    ['1234.5', 'USD', 'en', '$1,234.50'],
    ['1234.5', 'EUR', 'en', '€1,234.50'],
    ['0.1', 'GBP', 'en', '£0.10'],
    ['-5', 'USD', 'en', '-$5.00'],
    ['1000', 'JPY', 'en', '¥1,000'],
    ['0.00012300', 'BTC', 'en', 'BTC 0.000123'],
  ] as const)('%s %s in %s → %s', (amount, cur, lang, out) => {
    expect(formatMoney(amount, cur, lang).replace(/\u00a0/g, ' ')).toBe(out);
  });
  it('is exact beyond float precision', () => {
    expect(formatMoney('9007199254740993.07', 'USD', 'en')).toBe('$9,007,199,254,740,993.07');
  });
  it('uses the language style and the spec symbols', () => {
    expect(formatMoney('1234.5', 'EUR', 'ru').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney('1234.5', 'RON', 'ro').replace(/\s/g, ' ')).toBe('1.234,50 lei');
    expect(formatMoney('1234.5', 'USD', 'ua').replace(/\s/g, ' ')).toBe('1 234,50 $');
    // European Portuguese, as the catalogue is written, not Intl's Brazilian default ("$ 12.500,00").
    expect(formatMoney('12500', 'USD', 'pt').replace(/\s/g, ' ')).toBe('12 500,00 $');
  });
  it('copes with a currency Intl does not know', () => {
    expect(formatMoney('12.5', 'USDT', 'en')).toBe('12.50 USDT');
  });
});

describe('formatDecimal and formatDate', () => {
  it('formats decimals exactly', () => expect(formatDecimal('1234567.125', 'en')).toBe('1,234,567.125'));
  it('uses uk for ua dates', () => {
    expect(formatDate('2024-03-05', 'ua')).toBe(
      new Intl.DateTimeFormat('uk', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2024-03-05T00:00:00Z')),
    );
    expect(formatDate('2024-03-05', 'ua')).toMatch(/бер/);
  });
  it('returns an unparseable date as is', () => expect(formatDate('soon', 'en')).toBe('soon'));
});
