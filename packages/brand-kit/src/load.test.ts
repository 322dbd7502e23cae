import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BrandError, checkSvg, loadBrand } from './load.ts';

const brandsDir = fileURLToPath(new URL('../../../brands/', import.meta.url));
const ids = readdirSync(brandsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('the brands folder', () => {
  it('holds seven brands', () => expect(ids).toHaveLength(7));
  it.each(ids)('%s is valid', async (id) => {
    const { manifest } = await loadBrand(join(brandsDir, id));
    expect(manifest.id).toBe(id);
  });
  it('has exactly one brand with only en and es, one showing adult categories, and the fundstr terms page', async () => {
    const all = await Promise.all(ids.map(async (id) => (await loadBrand(join(brandsDir, id))).manifest));
    expect(all.filter((m) => [...m.availableLangs].sort().join() === 'en,es')).toHaveLength(1);
    expect(all.filter((m) => !m.hideAdultIndustriesInRegistration).map((m) => m.id)).toEqual(['paywave']);
    expect(all.find((m) => m.id === 'fundstr')!.terms.map((t) => t.url)).toContain('/legal/fundstr-tos/');
    expect(new Set(all.map((m) => m.theme.colors.primary)).size).toBe(7);
    for (const flag of ['contractsEnable', 'merchantAccountEnable', 'sourceOfWealthEnable'] as const) {
      expect(new Set(all.map((m) => m[flag])).size).toBe(2);
    }
  });
});

describe('loadBrand', () => {
  function tempBrand(
    folder: string,
    edit: (m: any) => void = () => {},
    logo = '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  ) {
    const root = mkdtempSync(join(tmpdir(), 'brand-'));
    const dir = join(root, folder);
    mkdirSync(dir);
    const m = JSON.parse(readFileSync(join(brandsDir, 'paywave', 'brand.json'), 'utf8'));
    edit(m);
    writeFileSync(join(dir, 'brand.json'), JSON.stringify(m));
    writeFileSync(join(dir, 'logo.svg'), logo);
    return dir;
  }
  it('refuses a folder whose name is not the id', async () => {
    await expect(loadBrand(tempBrand('other'))).rejects.toThrow(/must equal the folder name/);
  });
  it('lists every bad field', async () => {
    await expect(
      loadBrand(
        tempBrand('paywave', (m) => {
          m.theme.radius = '3rem';
          m.availableLangs = ['xx'];
        }),
      ),
    ).rejects.toThrow(/availableLangs[\s\S]*theme\.radius/);
  });
  it('refuses a low-contrast theme, naming the pair and its ratio', async () => {
    const dir = tempBrand('paywave', (m) => {
      m.theme.colors.muted = '#aaaaaa';
      m.theme.colors.navText = '#5a4a9a';
    });
    const error = await loadBrand(dir).then(
      () => new Error('loaded'),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(BrandError);
    expect(error.message).toContain(
      'theme.colors.muted: Contrast too low: muted #aaaaaa on surface #ffffff is 2.32:1, needs 4.5:1',
    );
    expect(error.message).toMatch(
      /theme\.colors\.navText: Contrast too low: navText #5a4a9a on nav #2a1d63 is \d\.\d\d:1/,
    );
  });
  it('refuses a missing logo and a scripted SVG', async () => {
    await expect(
      loadBrand(
        tempBrand('paywave', (m) => {
          m.logo = 'missing.svg';
        }),
      ),
    ).rejects.toThrow(/missing/);
    await expect(loadBrand(tempBrand('paywave', () => {}, '<svg onload="alert(1)"></svg>'))).rejects.toThrow(/script/);
    expect(() => checkSvg('<html></html>', 'x.svg')).toThrow(/not an SVG/);
  });
});
