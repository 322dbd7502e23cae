import { describe, expect, it } from 'vitest';
import type { THistoryRow } from '@openportal/contract';
import { balanceSeries } from './balance-series.ts';

const row = (date: string, amount: string, status: THistoryRow['status'] = 'completed'): THistoryRow => ({
  transactionId: date,
  date,
  transactionType: 'betweenAccounts',
  status,
  description: '',
  accountId: 1,
  currencyCode: 'USD',
  amount,
  direction: amount.startsWith('-') ? 'out' : 'in',
  counterpartyAccountId: 2,
});

describe('balanceSeries', () => {
  it('walks back from the balance now through completed movements, oldest first', () => {
    const now = Date.parse('2026-03-10T00:00:00Z');
    const rows = [
      row('2026-03-05T00:00:00Z', '-20.00'),
      row('2026-03-04T00:00:00Z', '5.00', 'pending'),
      row('2026-03-01T00:00:00Z', '50.00'),
    ];
    const points = balanceSeries(rows, '100.00', 'USD', now).map((p) => [new Date(p.at).toISOString(), p.minor]);
    expect(points).toEqual([
      ['2026-02-28T23:59:59.999Z', 7000n],
      ['2026-03-01T00:00:00.000Z', 12000n],
      ['2026-03-04T23:59:59.999Z', 12000n],
      ['2026-03-05T00:00:00.000Z', 10000n],
      ['2026-03-10T00:00:00.000Z', 10000n],
    ]);
  });
  it('is one point (now) without history', () => {
    expect(balanceSeries([], '3.50', 'EUR', 5)).toEqual([{ at: 5, minor: 350n }]);
  });
});
