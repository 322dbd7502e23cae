import { describe, expect, it } from 'vitest';
import { formatMinor, parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it.each([
    ['10', 'USD', 1000n],
    ['10.5', 'USD', 1050n],
    ['0.01', 'USD', 1n],
    ['100', 'JPY', 100n],
    ['0.00000001', 'BTC', 1n],
    ['1.234', 'KWD', 1234n],
    ['92233720368547758.07', 'USD', 9223372036854775807n],
    ['1.00', 'USD', 100n],
    ['0.10', 'EUR', 10n],
    ['21000000.12345678', 'BTC', 2100000012345678n],
    ['12.345678', 'USDT', 12345678n],
    ['0.001', 'KWD', 1n],
    ['9223372036854775807', 'JPY', 9223372036854775807n],
    ['5', 'ETH', 500000000n],
    ['1.5', 'GBP', 150n],
  ])('accepts %s %s', (v, c, minor) => {
    expect(parseAmount(v, c)).toEqual({ ok: true, minor });
  });
  it.each([
    ['1.001', 'USD', 'tooManyDecimals'],
    ['1.5', 'JPY', 'tooManyDecimals'],
    ['0', 'USD', 'notPositive'],
    ['0.00', 'USD', 'notPositive'],
    ['-1', 'USD', 'format'],
    ['+1', 'USD', 'format'],
    ['1e3', 'USD', 'format'],
    ['NaN', 'USD', 'format'],
    ['Infinity', 'USD', 'format'],
    ['0x10', 'USD', 'format'],
    [' 1', 'USD', 'format'],
    ['1,000', 'USD', 'format'],
    ['١٢', 'USD', 'format'],
    ['01', 'USD', 'format'],
    ['1.', 'USD', 'format'],
    ['.5', 'USD', 'format'],
    ['', 'USD', 'format'],
    [10, 'USD', 'notString'],
    ['1', 'usd', 'currency'],
    ['1', 'XXX', 'currency'],
    ['92233720368547758.08', 'USD', 'tooLarge'],
    ['0.000000001', 'BTC', 'tooManyDecimals'],
    ['1.1234567', 'USDT', 'tooManyDecimals'],
    ['1.0001', 'KWD', 'tooManyDecimals'],
    ['0.00000000', 'BTC', 'notPositive'],
    ['-0', 'USD', 'format'],
    ['+0', 'USD', 'format'],
    ['1E3', 'USD', 'format'],
    ['1e-2', 'USD', 'format'],
    ['.', 'USD', 'format'],
    ['1..2', 'USD', 'format'],
    ['1.2.3', 'USD', 'format'],
    ['0b101', 'USD', 'format'],
    ['0o7', 'USD', 'format'],
    ['1_000', 'USD', 'format'],
    ['1 000', 'USD', 'format'],
    ['1\u00a0000', 'USD', 'format'],
    ['１２', 'USD', 'format'],
    ['১২', 'USD', 'format'],
    ['1\n', 'USD', 'format'],
    ['\t1', 'USD', 'format'],
    ['1 ', 'USD', 'format'],
    ['infinity', 'USD', 'format'],
    ['-Infinity', 'USD', 'format'],
    ['nan', 'USD', 'format'],
    ['1,5', 'EUR', 'format'],
    ['$1', 'USD', 'format'],
    ['1USD', 'USD', 'format'],
    [1.5, 'USD', 'notString'],
    [Number.NaN, 'USD', 'notString'],
    [Number.POSITIVE_INFINITY, 'USD', 'notString'],
    [10n, 'USD', 'notString'],
    [null, 'USD', 'notString'],
    [undefined, 'USD', 'notString'],
    [true, 'USD', 'notString'],
    [['1'], 'USD', 'notString'],
    [{}, 'USD', 'notString'],
    ['9223372036854775808', 'JPY', 'tooLarge'],
    ['99999999999999999999999', 'USD', 'tooLarge'],
    ['1', '', 'currency'],
    ['1', 'Usd', 'currency'],
    ['1', 'EURO', 'currency'],
    ['1', null, 'currency'],
    ['1', 840, 'currency'],
    ['1', ' USD', 'currency'],
  ])('rejects %s %s', (v, c, error) => {
    expect(parseAmount(v, c)).toEqual({ ok: false, error });
  });
});

describe('parseAmount options', () => {
  it('accepts zero where a positive amount is not required', () => {
    expect(parseAmount('0', 'USD', { positive: false })).toEqual({ ok: true, minor: 0n });
    expect(parseAmount('0.00', 'USD', { positive: false })).toEqual({ ok: true, minor: 0n });
  });
});

describe('formatMinor', () => {
  it.each([
    [1050n, 'USD', '10.50'],
    [1n, 'USD', '0.01'],
    [-5n, 'USD', '-0.05'],
    [100n, 'JPY', '100'],
    [1n, 'BTC', '0.00000001'],
  ] as const)('formats %s %s', (m, c, s) => {
    expect(formatMinor(m, c)).toBe(s);
    if (m > 0n) expect(parseAmount(s, c)).toEqual({ ok: true, minor: m });
  });
});
