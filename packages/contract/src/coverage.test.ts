import { describe, expect, it } from 'vitest';
import { CALLS } from './calls/index.ts';
import { COVERAGE, IMPLEMENTED_CALLS, coverageTotals, hasContractEntry } from './coverage.ts';

describe('coverage table', () => {
  it('has a contract entry for every call it lists', () => {
    expect(
      COVERAGE.filter((r) => !hasContractEntry(r.contract)).map((r) => `${r.document} ${r.section} ${r.specName}`),
    ).toEqual([]);
  });
  it('names every contract entry in some row', () => {
    expect(coverageTotals().contractKeysNotInTable).toEqual([]);
  });
  it('marks only known calls implemented', () => {
    for (const k of IMPLEMENTED_CALLS) expect(Object.hasOwn(CALLS, k), k).toBe(true);
    expect(new Set(COVERAGE.filter((r) => r.implemented).map((r) => r.contract))).toEqual(IMPLEMENTED_CALLS);
  });
  it('has no duplicate rows', () => {
    const ids = COVERAGE.map((r) => `${r.document}|${r.section}|${r.specName}`);
    expect(ids.length).toBe(new Set(ids).size);
  });
});
