import { describe, expect, it } from 'vitest';
import type { TBrandManifest } from '@openportal/brand-kit';
import type { TFeeRule } from '@openportal/contract';
import { SEPA_FEE_RULE } from './operator-test-kit.ts';
import { feeChangeNeedsApproval, fxBandPercent } from './operator-changes.ts';

const brands = (bands: Record<string, number>) => ({
  brands: new Set(Object.keys(bands)),
  manifest: (b: string) => ({ fxRateBandPercent: bands[b]! }) as TBrandManifest,
});

describe('fxBandPercent', () => {
  it('is the narrowest band of the served brands (rates are shared), else the default', () => {
    expect(fxBandPercent(brands({ paywave: 5, harbourbank: 2, other: 10 }))).toBe(2);
    expect(fxBandPercent(brands({ paywave: 20 }))).toBe(20);
    expect(fxBandPercent(brands({}))).toBe(5);
  });
});

describe('feeChangeNeedsApproval', () => {
  const rule = { ...SEPA_FEE_RULE, limitDaily: null };
  const stored: TFeeRule = { ...rule, version: 1, updatedAt: '2026-01-01T00:00:00.000Z' };
  it.each([
    ['a new rule', null, {}, false],
    ['a new rule with a percent fee above 10%', null, { feePercentBps: 1001 }, true],
    ['a new override for one customer', null, { customerId: 'c-1' }, true],
    ['a new rule from a date', null, { effectiveFrom: '2027-01-01T00:00:00.000Z' }, true],
    ['fee amounts', stored, { feeFixed: '9.00', feeMin: '0', feeMax: null, feePercentBps: 1000 }, false],
    ['the same limit written differently', stored, { limitSingle: '5000' }, false],
    ['a raised limit', stored, { limitSingle: '5000.01' }, true],
    ['a lowered limit', stored, { limitSingle: '10.00' }, true],
    ['a removed limit', stored, { limitSingle: null }, true],
    ['a limit where none was set', stored, { limitDaily: '100.00' }, false],
    ['a percent fee above 10%', stored, { feePercentBps: 1500 }, true],
  ] as const)('%s → %s', (_name, before, change, needs) => {
    expect(feeChangeNeedsApproval(before, { ...rule, ...change })).toBe(needs);
  });
});
