import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, contrastFailures, contrastRatio, describeFailure, formatRatio } from './contrast.ts';
import { COLOR_TOKENS, type TColorToken } from './theme.ts';

const brandsDir = fileURLToPath(new URL('../../../brands/', import.meta.url));
const brandColors = (id: string): Record<TColorToken, string> =>
  JSON.parse(readFileSync(`${brandsDir}/${id}/brand.json`, 'utf8')).theme.colors;
const ids = readdirSync(brandsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('contrastRatio', () => {
  /** Reference values of the WCAG 2.x formula (WebAIM's contrast checker shows the same). */
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
  ])('%s on %s is %f:1', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2);
    expect(contrastRatio(bg, fg)).toBeCloseTo(expected, 2);
  });
  it('shows a ratio truncated, so a failing one never reads as passing', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('CONTRAST_PAIRS', () => {
  it('names only theme tokens or fixed #rrggbb colours, each pair once', () => {
    const sides = CONTRAST_PAIRS.flatMap((p) => [p.fg, p.bg]);
    for (const side of sides)
      expect((COLOR_TOKENS as readonly string[]).includes(side) || /^#[0-9a-f]{6}$/.test(side)).toBe(true);
    const keys = CONTRAST_PAIRS.map((p) => `${p.fg}/${p.bg}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('contrastFailures', () => {
  it.each(ids)('finds none in brand %s', (id) => {
    expect(contrastFailures(brandColors(id)).map(describeFailure)).toEqual([]);
  });
  it('names every failing pair with its colours, ratio and minimum', () => {
    const colors = { ...brandColors('paywave'), primary: '#9b87e0', danger: '#ff8080' };
    expect(contrastFailures(colors).map(describeFailure)).toEqual([
      'primary #9b87e0 on background #f6f4fd is 2.77:1, needs 4.5:1 (links on the page; focus ring)',
      'primary #9b87e0 on surface #ffffff is 3.02:1, needs 4.5:1 (links and link buttons in cards; focus ring)',
      'primaryText #ffffff on primary #9b87e0 is 3.02:1, needs 4.5:1 (primary buttons, the current navigation item)',
      'danger #ff8080 on background #f6f4fd is 2.22:1, needs 4.5:1 (error messages on the page)',
      'danger #ff8080 on surface #ffffff is 2.42:1, needs 4.5:1 (error messages in cards)',
      '#ffffff on danger #ff8080 is 2.42:1, needs 3:1 (the error icon of the response popup)',
    ]);
  });
  it('holds icons to 3:1, not 4.5:1', () => {
    // White on #2e9e5b is about 3.3:1: enough for the popup icon, not for text.
    const colors = { ...brandColors('paywave'), success: '#2e9e5b' };
    expect(contrastFailures(colors).map((f) => `${f.fg}/${f.bg}`)).toEqual(['success/background', 'success/surface']);
  });
});
