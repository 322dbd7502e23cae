import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadBrandLogo, renderPdf, type BrandLogo } from './index.ts';

const BRANDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../brands');

/** Text and painted images of every page, read back with pdf.js (Mozilla's parser). */
async function parse(pdf: Buffer) {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const doc = await task.promise;
  const pages: { text: string; images: number }[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const ops = await page.getOperatorList();
    pages.push({ text, images: ops.fnArray.filter((op) => op === OPS.paintImageXObject).length });
  }
  const meta = await doc.getMetadata();
  await task.destroy();
  return { pages, title: (meta.info as { Title?: string }).Title };
}

describe('brand logos', () => {
  const brands = readdirSync(BRANDS_DIR).filter((b) => !b.startsWith('.'));
  it.each(brands)('%s: its logo loads as a PNG of the SVG’s proportions', async (brand) => {
    const logo = await loadBrandLogo(BRANDS_DIR, brand);
    const svg = readFileSync(path.join(BRANDS_DIR, brand, 'logo.svg'), 'utf8');
    const [w, h] = [/\bwidth="(\d+)"/, /\bheight="(\d+)"/].map((re) => Number(re.exec(svg)?.[1]));
    expect(logo.png.subarray(1, 4).toString()).toBe('PNG');
    expect(logo.widthPx).toBe(960);
    expect(logo.heightPx).toBe(Math.round((960 * h!) / w!));
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'op-brands-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('prefers logo.png, refuses a fake one, a missing logo and an id that leaves the folder', async () => {
    const svgLogo = await loadBrandLogo(BRANDS_DIR, 'paywave');
    mkdirSync(path.join(dir, 'pngbrand'));
    writeFileSync(path.join(dir, 'pngbrand', 'logo.png'), svgLogo.png);
    expect(await loadBrandLogo(dir, 'pngbrand')).toEqual(svgLogo);
    mkdirSync(path.join(dir, 'fake'));
    writeFileSync(path.join(dir, 'fake', 'logo.png'), '<svg/>');
    await expect(loadBrandLogo(dir, 'fake')).rejects.toThrow(/not a PNG/);
    mkdirSync(path.join(dir, 'nologo'));
    await expect(loadBrandLogo(dir, 'nologo')).rejects.toThrow(/no logo/);
    await expect(loadBrandLogo(dir, '../etc')).rejects.toThrow(/bad brand id/);
  });
});

describe('renderPdf', () => {
  let logo: BrandLogo;
  it('renders a document that parses, with its text and the logo as an image', async () => {
    logo = await loadBrandLogo(BRANDS_DIR, 'paywave');
    const pdf = await renderPdf({
      logo,
      title: 'Account statement',
      subtitle: 'EUR account 1234 · 1-30 November 2026',
      blocks: [
        { kind: 'heading', text: 'Transactions' },
        {
          kind: 'table',
          header: ['Date', 'Description', 'Amount'],
          rows: [
            ['2026-11-02', 'Transfer between own accounts', '-12.50'],
            ['2026-11-03', 'Выписка по счёту (ru), Виписка (uk), Extracto (es)', '1,000.00'],
          ],
          widths: [1, 3, 1],
          alignRight: [2],
        },
        { kind: 'text', text: 'Closing balance 987.50 EUR' },
      ],
      footer: 'PayWave Ltd',
      author: 'PayWave',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const parsed = await parse(pdf);
    expect(parsed.title).toBe('Account statement');
    expect(parsed.pages).toHaveLength(1);
    const [page] = parsed.pages;
    for (const text of [
      'Account statement',
      'Transfer between own accounts',
      'Выписка по счёту',
      'Closing balance 987.50 EUR',
      'PayWave Ltd',
      '1 / 1',
    ])
      expect(page!.text).toContain(text);
    expect(page!.images).toBe(1);
  });

  it('breaks a long table over pages, with the logo and the table header on each', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      `Payment ${i}`,
      `${i}.00`,
    ]);
    const pdf = await renderPdf({
      logo,
      title: 'Statement',
      blocks: [{ kind: 'table', header: ['Date', 'Description', 'Amount'], rows }],
    });
    const { pages } = await parse(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) {
      expect(p.images).toBe(1);
      expect(p.text).toContain('Description');
    }
    expect(pages.at(-1)!.text).toContain('Payment 119');
    expect(pages.at(-1)!.text).toContain(`${pages.length} / ${pages.length}`);
    // The logo is one image object painted on every page, not embedded again per page: as many
    // image objects (the picture and its transparency mask) as in a one-page document.
    const images = (b: Buffer) => b.toString('latin1').match(/\/Subtype \/Image/g)?.length;
    const onePage = await renderPdf({ logo, title: 'One', blocks: [{ kind: 'text', text: 'x' }] });
    expect(images(pdf)).toBe(images(onePage));
  });

  it('draws the logo at the brand’s pdfLogo width, linking where the brand says', async () => {
    const pdf = await renderPdf({
      logo,
      logoWidth: 90,
      logoLink: 'https://paywave.example/',
      title: 'Receipt',
      blocks: [{ kind: 'text', text: 'x' }],
    });
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
    const [link] = (await (await doc.getPage(1)).getAnnotations()) as Array<{ url?: string; rect: number[] }>;
    expect(link?.url).toBe('https://paywave.example/');
    expect(Math.round(link!.rect[2]! - link!.rect[0]!)).toBe(90);
  });

  it('refuses requests beyond its bounds', async () => {
    const table = (rows: string[][]) => ({ kind: 'table' as const, header: ['a', 'b'], rows });
    await expect(renderPdf({ logo, title: 't', blocks: [table([['only one']])] })).rejects.toThrow(/width/);
    await expect(renderPdf({ logo, title: 't', blocks: [table([['x'.repeat(501), 'y']])] })).rejects.toThrow(/cell/);
    await expect(
      renderPdf({
        logo,
        title: 't',
        blocks: Array.from({ length: 501 }, () => ({ kind: 'text' as const, text: 'x' })),
      }),
    ).rejects.toThrow(/blocks/);
  });
});
