import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error.ts';
import { parseMassRows } from './mass-parse.ts';

describe('parseMassRows', () => {
  it('reads positional rows with any of the three separators and keeps line numbers', () => {
    const rows = parseMassRows('a@x.com,10.00\n\nb@x.com;2.50;usd;Lunch\nc@x.com\t1\t\tRent');
    expect(rows).toEqual([
      { row: 1, email: 'a@x.com', amount: '10.00', currency: '', note: '' },
      { row: 3, email: 'b@x.com', amount: '2.50', currency: 'USD', note: 'Lunch' },
      { row: 4, email: 'c@x.com', amount: '1', currency: '', note: 'Rent' },
    ]);
  });

  it('takes a header line in any order and skips it', () => {
    const rows = parseMassRows('note,amount,email\n"Dinner, Friday",5.00,a@x.com\n');
    expect(rows).toEqual([{ row: 2, email: 'a@x.com', amount: '5.00', currency: '', note: 'Dinner, Friday' }]);
  });

  it('refuses unreadable text and too many rows', () => {
    expect(() => parseMassRows('a@x.com,"10.00\n')).toThrow(AppError);
    expect(() => parseMassRows('a@x.com,1\n'.repeat(10_001))).toThrow(/10,000/);
  });
});
