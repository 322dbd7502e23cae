import { describe, expect, it } from 'vitest';
import { checkTaxId, normaliseTaxId, TAX_ID_TABLE, taxIdRuleOf } from './tax-ids.ts';

/** One line per country and kind: a number of the right format, and near misses that are not. */
const CASES: [country: string, kind: 'personal' | 'business', valid: string, invalid: string[]][] = [
  ['US', 'personal', '123-45-6789', ['000-12-3456', '666-12-3456', '123-00-6789', '12345678']],
  ['US', 'personal', '912-70-1234', ['912-69-1234', '912-93-1234']],
  ['US', 'business', '12-3456789', ['12-345678']],
  ['DE', 'personal', '65 929 970 489', ['05929970489', '6592997048']],
  ['DE', 'business', '2181508150', ['218150815']],
  ['FR', 'personal', '3023217600053', ['4023217600053', '302321760005']],
  ['FR', 'business', '732 829 320', ['73282932']],
  ['GB', 'personal', 'AB 12 34 56 C', ['AB123456E', 'GB123456A', 'DA123456A', 'QQ123456C']],
  ['GB', 'personal', '1234567890', ['123456789']],
  ['GB', 'business', '12345 67890', ['A234567890']],
  ['CA', 'personal', '130 692 544', ['046454286', '846454286', '13069254']],
  ['CA', 'business', '123456789RT0001', ['123456789RT001']],
  ['AU', 'personal', '123 456 782', ['1234567']],
  ['AU', 'business', '51 824 753 556', ['5182475355']],
  ['ES', 'personal', '12345678Z', ['1234567Z', '123456789']],
  ['ES', 'personal', 'X1234567L', ['A1234567L']],
  ['ES', 'business', 'B12345674', ['I12345674']],
  ['IT', 'personal', 'RSSMRA85T10A562S', ['RSSMRA85Z10A562S', 'RSSMRA85T10A562']],
  ['IT', 'personal', 'RSSMRA85T10A56NS', ['RSSMRA85T10A56AS']],
  ['IT', 'business', '12345678901', ['1234567890']],
  ['IN', 'personal', 'ABCPE1234F', ['ABCCE1234F', 'ABCPE12345']],
  ['IN', 'business', 'AAACR5055K', ['AAAPR5055K']],
  ['BR', 'personal', '123.456.789-09', ['123.456.789-0']],
  ['BR', 'business', '12.345.678/0001-95', ['12.345.678/0001-9A']],
  ['PT', 'personal', '123456789', ['423456789', '12345678']],
  ['PT', 'business', '501234567', ['401234567']],
  ['RO', 'personal', '1850101123456', ['0850101123456']],
  ['RO', 'business', 'RO 1234567', ['RO0123456']],
  ['MD', 'personal', '2001234567890', ['1001234567890']],
  ['MD', 'business', '1003600012345', ['2003600012345']],
  ['UA', 'personal', '1234567890', ['123456789']],
  ['UA', 'business', '12345678', ['1234567']],
  ['RU', 'personal', '500100732259', ['5001007322']],
  ['RU', 'business', '7707083893', ['770708389']],
  ['PL', 'personal', '44051401359', ['4405140135']],
  ['PL', 'business', '123-456-32-18', ['123456321']],
  ['NL', 'personal', '111222333', ['11122233']],
  ['NL', 'business', '123456789', ['1234567890']],
  ['BE', 'personal', '85.07.30-033.28', ['8507300332']],
  ['BE', 'business', '0403.170.701', ['2403170701']],
  ['SE', 'personal', '19811218-9876', ['811218987']],
  ['SE', 'business', '556036-0793', ['156036-0793']],
  ['CH', 'personal', '756.1234.5678.97', ['757.1234.5678.97']],
  ['CH', 'business', 'CHE-123.456.788', ['CHF-123.456.788']],
  ['AT', 'personal', '12-345/6789', ['12-345/678']],
  ['AT', 'business', '123456789', ['12345678A']],
  ['IE', 'personal', '1234567FA', ['1234567ZA']],
  ['IE', 'business', '1234567T', ['123456T']],
  ['CY', 'personal', '12345678L', ['123456789']],
  ['CY', 'business', '10012345A', ['1001234A']],
  ['LT', 'personal', '38703181745', ['78703181745']],
  ['LT', 'business', '123456789', ['12345678']],
  ['MX', 'personal', 'GODE561231GR8', ['GOD561231GR8']],
  ['MX', 'business', 'ABC680524P76', ['ABCD680524P7']],
  ['CN', 'personal', '11010519491231002X', ['11010519491231002Y']],
  ['CN', 'business', '91350211M000100Y43', ['91350211M000100Y4']],
  ['JP', 'personal', '123456789012', ['12345678901']],
  ['JP', 'business', '1234567890123', ['123456789012']],
  ['ZA', 'personal', '0001339050', ['5001339050']],
  ['ZA', 'business', '9001339050', ['900133905']],
  ['DZ', 'personal', '000016001234567', ['00001600123456']],
  ['DZ', 'business', '000016001234567', ['00001600123456X']],
  ['BY', 'personal', 'AB1234567', ['AB123456']],
  ['BY', 'business', '100123456', ['10012345']],
  ['BJ', 'personal', '1201234567890', ['120123456789']],
  ['BJ', 'business', '3201234567890', ['32012345678901']],
  ['BW', 'personal', 'C012345678', ['CC012345678']],
  ['BW', 'business', '1234567890', ['12345678']],
  ['VN', 'personal', '0101234567', ['010123456']],
  ['VN', 'business', '0101234567-001', ['0101234567-01']],
];

describe('the tax-id table', () => {
  it.each(CASES)('%s %s: %s is a number of the country, the near misses are not', (country, kind, valid, invalid) => {
    expect(checkTaxId(country, kind, valid)).toBe('ok');
    for (const bad of invalid) expect(checkTaxId(country, kind, bad)).toBe('format');
  });
  it('has a case for every country and kind of the table', () => {
    const tested = new Set(CASES.map(([c, k]) => `${c} ${k}`));
    const listed = Object.keys(TAX_ID_TABLE).flatMap((c) => [`${c} personal`, `${c} business`]);
    expect(listed.filter((x) => !tested.has(x))).toEqual([]);
  });
  it('marks CRS jurisdictions (the United States exchanges under FATCA instead)', () => {
    expect([taxIdRuleOf('US').crs, taxIdRuleOf('DE').crs, taxIdRuleOf('GB').crs]).toEqual([false, true, true]);
  });
  it('has the required personal ids the spec names, and the optional countries', () => {
    for (const c of ['US', 'DE', 'FR', 'GB', 'CA', 'AU', 'ES', 'IT', 'IN', 'BR'])
      expect(TAX_ID_TABLE[c]!.personal.required, c).toBe(true);
    for (const c of ['DZ', 'BY', 'BJ', 'BW', 'VN']) expect(TAX_ID_TABLE[c]!.personal.required, c).toBe(false);
  });
  it('gives an unknown country the generic TIN, not required, crs false', () => {
    expect(taxIdRuleOf('ZZ')).toMatchObject({
      personal: { name: 'Tax Identification Number', shortName: 'TIN', required: false },
      business: { name: 'Tax Identification Number', shortName: 'TIN', required: false },
      crs: false,
    });
    expect(taxIdRuleOf('toString')).toBe(taxIdRuleOf('ZZ'));
    expect(checkTaxId(null, 'personal', 'anything-1')).toBe('ok');
    expect(checkTaxId('ZZ', 'personal', 'AB#123')).toBe('format');
  });
  it("accepts every row's own example and refuses a wrong shape", () => {
    for (const [country, rule] of Object.entries(TAX_ID_TABLE))
      for (const kind of ['personal', 'business'] as const)
        if (rule[kind].example) expect(checkTaxId(country, kind, rule[kind].example), `${country} ${kind}`).toBe('ok');
    expect(checkTaxId('US', 'personal', '123-45-6789')).toBe('ok');
    expect(checkTaxId('US', 'personal', '12345')).toBe('format');
    expect(checkTaxId('IT', 'personal', '12345678901')).toBe('format');
    expect(checkTaxId('DE', 'personal', '')).toBe('required');
    expect(checkTaxId('LT', 'personal', '')).toBe('ok');
  });
  it('normalises spaces, dots, slashes and hyphens, and case', () => {
    expect(normaliseTaxId(' qq 12.34-56/c ')).toBe('QQ123456C');
  });
});
