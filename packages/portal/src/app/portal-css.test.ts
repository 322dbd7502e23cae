import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@openportal/contract';
import { cssColorRules, cssContrastGaps } from '@openportal/brand-kit';

const SRC = join(import.meta.dirname, '..');
/** The portal's own stylesheets: the frame, each feature's, shared components' (the rest is @openportal/ui's). */
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
const read = (f: string) => readFileSync(join(SRC, f), 'utf8');

describe("the portal's CSS against brand-kit CONTRAST_PAIRS", () => {
  it('finds the stylesheets and the rules it reads', () => {
    expect(files).toEqual(expect.arrayContaining(['app/frame.css', 'features/accounts/accounts.css']));
    expect(cssColorRules(read('app/frame.css')).find((r) => r.selector === '.op-skip')).toMatchObject({
      text: 'primary',
      background: 'surface',
    });
  });

  it('draws text and focus rings only in pairs brand-kit checks', () => {
    expect(files.flatMap((f) => cssContrastGaps(read(f)).map((gap) => `${f} ${gap}`))).toEqual([]);
  });

  it('uses the spec breakpoints in the frame', () => {
    const css = read('app/frame.css');
    for (const px of Object.values(BREAKPOINTS)) expect(css).toMatch(new RegExp(`\\((max|min)-width: ${px}px\\)`));
  });
});
