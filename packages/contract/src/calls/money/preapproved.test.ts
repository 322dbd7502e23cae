import { describe, expect, it } from 'vitest';
import { normalizeResponse } from '../../client-rules.ts';
import { preapprovedPaymentList } from './invoices.ts';

describe('preapprovedPaymentList answer', () => {
  it('parses after the client response rule turned a between-accounts target id into a number', () => {
    const answer = {
      responseCode: '00',
      payments: [
        { id: 1, amount: '12.00', currencyCode: 'USD', toAccount: '100000109', beneficiaryEmail: 'a@b.test' },
        { id: 2, amount: '3.00', currencyCode: 'USD', toAccount: 'jane@b.test', beneficiaryEmail: 'jane@b.test' },
      ].map((p, n) => ({
        ...p,
        type: n === 0 ? 'betweenAccounts' : 'p2p',
        frequency: 'monthly',
        nextDate: '2026-12-27T11:49:11.940Z',
        endDate: null,
        userCancel: true,
      })),
    };
    const parsed = preapprovedPaymentList.response.safeParse(normalizeResponse(answer));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.payments.map((p) => p.toAccount)).toEqual([100000109, 'jane@b.test']);
  });
});
