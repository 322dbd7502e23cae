import { describe, expect, it } from 'vitest';
import { labelOf, leavesOf, withEdits } from './application-edit.tsx';

const body = {
  applicantType: 'MERCHANT',
  tradeOverInternet: true,
  fraudRate: 0,
  companyInfo: { companyName: 'Shop UAB', registrationAddress: { city: 'Vilnius' } },
  websites: [{ url: 'https://shop.example.com' }, { url: 'https://two.example.com' }],
  industries: [{ category: 'RETAIL', subCategories: ['books', 'music'] }],
};

describe('the operator edit form of an application', () => {
  it('offers every filled field by its path, counted as people count, with its kind', () => {
    const leaves = leavesOf(body);
    expect(leaves.map((l) => [labelOf(l.path), l.kind, l.value])).toEqual([
      ['applicantType', 'string', 'MERCHANT'],
      ['tradeOverInternet', 'boolean', 'true'],
      ['fraudRate', 'number', '0'],
      ['companyInfo.companyName', 'string', 'Shop UAB'],
      ['companyInfo.registrationAddress.city', 'string', 'Vilnius'],
      ['websites.1.url', 'string', 'https://shop.example.com'],
      ['websites.2.url', 'string', 'https://two.example.com'],
      ['industries.1.category', 'string', 'RETAIL'],
      ['industries.1.subCategories', 'list', 'books, music'],
    ]);
  });

  it('writes the edits back in their own kinds and leaves the rest and the original alone', () => {
    const edited = withEdits(body, leavesOf(body), {
      tradeOverInternet: 'false',
      fraudRate: '2.5',
      'websites.2.url': 'https://new.example.com',
      'industries.1.subCategories': 'books, , films ',
    }) as typeof body;
    expect(edited.tradeOverInternet).toBe(false);
    expect(edited.fraudRate).toBe(2.5);
    expect(edited.websites).toEqual([{ url: 'https://shop.example.com' }, { url: 'https://new.example.com' }]);
    expect(edited.industries[0]!.subCategories).toEqual(['books', 'films']);
    expect(edited.companyInfo).toEqual(body.companyInfo);
    expect(body.tradeOverInternet).toBe(true);
  });
});
