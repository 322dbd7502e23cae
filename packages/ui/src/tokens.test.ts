import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_TOKENS, cssContrastGaps, ZTheme, type TColorToken } from '@openportal/brand-kit';

const read = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');
const tokens = read('tokens.css');
const token = (name: string) => new RegExp(`--op-${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('the brand-neutral tokens', () => {
  it('are a theme brand-kit accepts (every colour token, every contrast pair at WCAG 2.2 AA)', () => {
    const colors = Object.fromEntries(COLOR_TOKENS.map((k) => [k, token(`color-${kebab(k)}`)])) as Record<
      TColorToken,
      string
    >;
    const theme = { colors, radius: token('radius'), spacing: token('spacing'), fontSize: token('font-size') };
    expect(() => ZTheme.parse({ ...theme, fontFamily: 'system' })).not.toThrow();
  });

  it('weigh nothing, so a brand theme (a :root rule) wins in any order', () => {
    expect(tokens).toMatch(/:where\(:root\)\s*\{/);
    expect(tokens).not.toMatch(/(^|\n)\s*:root\s*\{/);
  });
});

describe("the package's CSS against brand-kit CONTRAST_PAIRS", () => {
  it('draws text and focus rings only in pairs brand-kit checks', () => {
    const files = ['base.css', 'controls.css', 'table.css', 'dialog.css'];
    expect(files.flatMap((f) => cssContrastGaps(read(f)).map((gap) => `${f} ${gap}`))).toEqual([]);
    expect(read('controls.css')).toMatch(/\.op-button--primary\s*\{[^}]*var\(--op-color-primary-text\)/);
  });
});
