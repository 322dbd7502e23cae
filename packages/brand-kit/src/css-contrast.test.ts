import { describe, expect, it } from 'vitest';
import { cssColorRules, cssContrastGaps } from './css-contrast.ts';

describe('cssContrastGaps', () => {
  it('passes pairs brand-kit checks and names text or rings outside them', () => {
    const ok =
      '.a { color: var(--op-color-primary-text); background: var(--op-color-primary); } :focus-visible { outline: 2px solid var(--op-color-primary); }';
    expect(cssContrastGaps(ok)).toEqual([]);
    const bad =
      '/* x */ .b { color: var(--op-color-border); } .c { color: var(--op-color-text); background: var(--op-color-nav); } .d { color: #abc; }';
    expect(cssContrastGaps(bad)).toEqual(['.b: border', '.d: #aabbcc', '.c: text on nav']);
    expect(cssColorRules(bad).map((r) => r.selector)).toEqual(['.b', '.c', '.d']);
  });
});
