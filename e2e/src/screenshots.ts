import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Committed baselines (e2e/screenshots/<name>.png). */
export const BASELINE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
/** Set UPDATE_SCREENSHOTS=1 to write the baselines from this run instead of comparing. */
export const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';
/** pixelmatch's per-pixel colour threshold (0..1): anti-aliasing and tiny shade changes pass. */
export const PIXEL_THRESHOLD = 0.1;
/**
 * Pixels that may differ (past PIXEL_THRESHOLD) before a screenshot counts as changed. Chromium
 * renders the gallery identically run after run on one machine (0 px); this covers anti-aliasing
 * noise, while one button's label turning bold already changes about 280 px.
 */
export const MAX_DIFF_PIXELS = 100;

export interface TComparison {
  name: string;
  /** 'updated' (written), 'same', 'changed', 'size' (dimensions differ) or 'missing' (no baseline). */
  result: 'updated' | 'same' | 'changed' | 'size' | 'missing';
  diffPixels: number;
  ratio: number;
  /** Where the actual and diff images were written when they differ. */
  artefacts?: string;
}

/**
 * Compares a PNG with its baseline using pixelmatch, with a tolerance; writes the actual image
 * and a diff picture to `outDir` when they differ, and the baseline itself when UPDATING.
 */
export function compareScreenshot(name: string, png: Buffer, outDir: string): TComparison {
  const file = join(BASELINE_DIR, `${name}.png`);
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(file, png);
    return { name, result: 'updated', diffPixels: 0, ratio: 0 };
  }
  if (!existsSync(file)) return { name, result: 'missing', diffPixels: 0, ratio: 0 };
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(png);
  const keep = () => {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${name}.actual.png`), png);
    return outDir;
  };
  if (expected.width !== actual.width || expected.height !== actual.height)
    return { name, result: 'size', diffPixels: 0, ratio: 1, artefacts: keep() };
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  const ratio = diffPixels / (width * height);
  if (diffPixels <= MAX_DIFF_PIXELS) return { name, result: 'same', diffPixels, ratio };
  const artefacts = keep();
  writeFileSync(join(artefacts, `${name}.diff.png`), PNG.sync.write(diff));
  return { name, result: 'changed', diffPixels, ratio, artefacts };
}
