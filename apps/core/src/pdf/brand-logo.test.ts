import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('@resvg/resvg-js', async (original) => {
  const real = await original<typeof import('@resvg/resvg-js')>();
  class CountedResvg extends real.Resvg {
    constructor(...args: ConstructorParameters<typeof real.Resvg>) {
      super(...args);
      made.count += 1;
    }
  }
  return { ...real, Resvg: CountedResvg };
});

const { loadBrandLogo } = await import('./brand-logo.ts');
const BRANDS_DIR = new URL('../../../../brands', import.meta.url).pathname;

describe('loadBrandLogo', () => {
  it('rasterises a brand’s SVG logo once for many documents', async () => {
    const logos = await Promise.all(Array.from({ length: 5 }, () => loadBrandLogo(BRANDS_DIR, 'paywave')));
    logos.push(await loadBrandLogo(BRANDS_DIR, 'paywave'));
    expect(made.count).toBe(1);
    expect(new Set(logos).size).toBe(1);
    expect(logos[0]!.png.length).toBeGreaterThan(0);
  });
});
