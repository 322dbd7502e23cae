import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { compareScreenshot, UPDATING, type TComparison } from './screenshots.ts';
import { serveStatic } from './static-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const THEMES = readdirSync(join(root, 'brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/**
 * Screenshot tests of the design-system gallery (/dev/design): one brand built with the gallery
 * on (OP_GALLERY=1, a development build), each brand theme shown in Chromium at 1280 px and
 * compared with e2e/screenshots/gallery-<theme>.png (pixelmatch, see screenshots.ts). A change
 * meant to alter the look: `UPDATE_SCREENSHOTS=1 npx vitest run src/gallery.e2e.test.ts`, look
 * at the new PNGs, commit them.
 */
describe('design-system gallery screenshots', () => {
  const dist = mkdtempSync(join(tmpdir(), 'op-gallery-'));
  const out = join(tmpdir(), 'op-gallery-diffs');
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  beforeAll(async () => {
    const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-brands.mjs'), 'paywave'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', OP_GALLERY: '1', DIST_DIR: dist },
    });
    if (build.status !== 0) throw new Error(`gallery build failed:\n${build.stdout}${build.stderr}`);
    server = await serveStatic(join(dist, 'paywave'));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('looks as the committed baselines in every brand theme', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('op:lang', 'en'));
    const results: TComparison[] = [];
    for (const theme of THEMES) {
      await page.goto(`${server.url}/dev/design?theme=${theme}`);
      await page.getByTestId('design-gallery').waitFor();
      await expect.poll(() => page.getByTestId('design-gallery').getAttribute('data-theme')).toBe(theme);
      await page.waitForLoadState('networkidle');
      // Catalogue chunks are in: no key shows instead of its text.
      await expect.poll(() => page.locator('th').first().innerText()).not.toContain('.');
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      results.push(compareScreenshot(`gallery-${theme}`, png, out));
    }
    await context.close();
    console.log(
      results.map((r) => `${r.name}: ${r.result} (${r.diffPixels} px, ${(r.ratio * 100).toFixed(3)} %)`).join('\n'),
    );
    if (!UPDATING) expect(results.filter((r) => r.result !== 'same')).toEqual([]);
  });
});
