import { describe, expect, it } from 'vitest';
import { dropEmpty, normalizeResponse } from './client-rules.ts';

describe('dropEmpty', () => {
  it.each([
    [{ a: '', b: null, c: undefined, d: Number.NaN, e: 'x' }, { e: 'x' }],
    [
      { a: 0, b: false, c: ' ' },
      { a: 0, b: false, c: ' ' },
    ],
    [{ nested: { a: '', b: { c: null, d: 1 } } }, { nested: { b: { d: 1 } } }],
    [{ list: ['', 'a', null, { x: '', y: 2 }, Number.NaN] }, { list: ['a', { y: 2 }] }],
    [{}, {}],
  ])('%j → %j', (input, out) => {
    expect(dropEmpty(input)).toEqual(out);
  });
  it('keeps non-plain objects and does not change its input', () => {
    const d = new Date(0);
    const input = { d, a: '' };
    expect(dropEmpty(input)).toEqual({ d });
    expect(dropEmpty(input).d).toBe(d);
    expect(input).toEqual({ d, a: '' });
  });
});

describe('normalizeResponse', () => {
  it.each([
    [
      { accountId: '12', accountStatusId: '11' },
      { accountId: 12, accountStatusId: 11 },
    ],
    [
      { cardExpiryYear: '2030', ratio: '0.5' },
      { cardExpiryYear: 2030, ratio: 0.5 },
    ],
    [
      {
        address1: '10',
        city: '123',
        name: '42',
        firstName: '7',
        cardAliasName: '1234',
        description: '99',
        bankAddress: '5',
      },
      {
        address1: '10',
        city: 123,
        name: '42',
        firstName: '7',
        cardAliasName: '1234',
        description: '99',
        bankAddress: '5',
      },
    ],
    [
      { balance: '10.50', amount: '3', fee: '0.10', total: '100', pendingAmount: '0' },
      { balance: '10.50', amount: '3', fee: '0.10', total: '100', pendingAmount: '0' },
    ],
    [
      { customerId: '123', taxId: '900', postalCode: '01234', smsIdentifier: '42' },
      { customerId: '123', taxId: '900', postalCode: '01234', smsIdentifier: '42' },
    ],
    [
      { count: '007', big: '12345678901234567890', neg: '-3', exp: '1e3', hex: '0x10' },
      { count: '007', big: '12345678901234567890', neg: -3, exp: '1e3', hex: '0x10' },
    ],
    [
      { rows: [{ statusId: '2' }, { statusId: '41' }], ids: ['1', '2'] },
      { rows: [{ statusId: 2 }, { statusId: 41 }], ids: [1, 2] },
    ],
    [
      { flag: true, none: null, n: 5 },
      { flag: true, none: null, n: 5 },
    ],
  ])('%j', (input, out) => {
    expect(normalizeResponse(input)).toEqual(out);
  });
});

describe('splitMethodBody', () => {
  it('separates the transport fields from the payload', async () => {
    const { splitMethodBody } = await import('./envelope.ts');
    expect(splitMethodBody({ method: 'checkEmail', email: 'a@b.co', fromCustomerId: '9', lang: 'en' })).toEqual({
      fields: { method: 'checkEmail', fromCustomerId: '9' },
      payload: { email: 'a@b.co', lang: 'en' },
    });
  });
});
