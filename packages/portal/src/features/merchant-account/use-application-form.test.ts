import { describe, expect, it } from 'vitest';
import { ZApplicationUpdate } from '@openportal/contract';
import { withoutEmptyLists } from './use-application-form.ts';

describe('the application form values sent for validation', () => {
  it('leave out a list step opened without an item, at every depth, and keep every other value', () => {
    const values = {
      validationType: 'FULL',
      data: {
        industries: [],
        websites: [{ url: 'https://shop.example.com', certificate: [] }],
        principals: [],
        companyInfo: { companyName: 'Shop UAB' },
        transactionSettlementOptions: { processingCurrencies: ['EUR'] },
        fraudRate: 0,
        tradeOverInternet: false,
      },
      version: 3,
    };
    expect(withoutEmptyLists(values)).toEqual({
      validationType: 'FULL',
      data: {
        websites: [{ url: 'https://shop.example.com' }],
        companyInfo: { companyName: 'Shop UAB' },
        transactionSettlementOptions: { processingCurrencies: ['EUR'] },
        fraudRate: 0,
        tradeOverInternet: false,
      },
      version: 3,
    });
  });

  it('so an opened, empty optional list no longer fails FULL validation', () => {
    const faults = (body: unknown) => {
      const r = ZApplicationUpdate.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    const body = { validationType: 'FULL', data: { industries: [] } };
    expect(faults(body)).toContain('data.industries');
    expect(faults(withoutEmptyLists(body))).not.toContain('data.industries');
    expect(faults(withoutEmptyLists(body)).length).toBeGreaterThan(0);
  });
});
