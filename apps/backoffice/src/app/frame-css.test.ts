import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssContrastGaps } from '@openportal/brand-kit';

describe("the back office's frame CSS", () => {
  it('draws text and focus rings only in token pairs brand-kit holds to WCAG 2.2 AA', () => {
    const css = readFileSync(join(import.meta.dirname, 'frame.css'), 'utf8');
    expect(css).toContain('var(--op-color-nav-text)');
    expect(cssContrastGaps(css)).toEqual([]);
  });
});
