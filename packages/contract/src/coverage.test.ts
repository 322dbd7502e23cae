import { describe, expect, it } from 'vitest';
import { CALLS } from './calls/index.ts';
import { callKeysUsedIn, COVERAGE, coverageLevels, coverageTotals, hasContractEntry } from './coverage.ts';

describe('coverage table', () => {
  it('has a contract entry for every call it lists', () => {
    expect(
      COVERAGE.filter((r) => !hasContractEntry(r.contract)).map((r) => `${r.document} ${r.section} ${r.specName}`),
    ).toEqual([]);
  });
  it('names every contract entry in some row', () => {
    expect(coverageTotals().contractKeysNotInTable).toEqual([]);
  });
  it('counts each level from the keys found there', () => {
    const one = new Set(['authLogin']);
    const levels = coverageLevels({ core: one, portal: new Set(), e2e: new Set() });
    const spec1 = levels.find((l) => l.document === 1)!;
    expect(spec1.core).toBe(COVERAGE.filter((r) => r.document === 1 && r.contract === 'authLogin').length);
    expect(spec1.core).toBeGreaterThan(0);
    expect(levels.map((l) => l.portal + l.e2e)).toEqual([0, 0, 0]);
    expect(levels.map((l) => l.rows)).toEqual([1, 2, 3].map((d) => COVERAGE.filter((r) => r.document === d).length));
    expect(Object.keys(CALLS).length).toBeGreaterThan(0);
  });
  it('has no duplicate rows', () => {
    const ids = COVERAGE.map((r) => `${r.document}|${r.section}|${r.specName}`);
    expect(ids.length).toBe(new Set(ids).size);
  });
});

describe('callKeysUsedIn', () => {
  it('finds keys used as identifiers, not keys only named in strings', () => {
    const src = [
      "import { currencyAccountAdd, type TAccount } from '@openportal/contract';",
      'const a = METHOD_CALLS.balanceInquiry; const label = \'historyGet\'; const t = "contractList";',
    ];
    expect([...callKeysUsedIn(src)].sort()).toEqual(['balanceInquiry', 'currencyAccountAdd']);
  });
});
