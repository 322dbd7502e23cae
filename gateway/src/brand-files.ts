import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { compileHtml, type THtmlTemplate } from './html-nonce.ts';
import { isBrandId } from './brand-host.ts';

/** The brands present: sub-folders of BRANDS_DIR holding an index.html. */
export function listBrands(brandsDir: string): string[] {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && isBrandId(d.name) && existsSync(join(brandsDir, d.name, 'index.html')))
    .map((d) => d.name)
    .sort();
}

/** Brands found once stay known: every /api request and socket asks, the disk is read once. */
const knownBrands = new Set<string>();

export function brandExists(brandsDir: string, brand: string): boolean {
  const key = `${brandsDir}\0${brand}`;
  if (knownBrands.has(key)) return true;
  const exists = isBrandId(brand) && existsSync(join(brandsDir, brand, 'index.html'));
  if (exists) knownBrands.add(key);
  return exists;
}

/**
 * The file a URL path names inside a brand folder, relative to it, or undefined when the path
 * leaves the folder, names a dot-file or is not a regular file.
 */
export async function findBrandFile(brandDir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative === '' || relative.startsWith('..') || relative.split(sep).some((s) => s.startsWith('.')))
    return undefined;
  const info = await stat(join(brandDir, relative)).catch(() => undefined);
  return info?.isFile() === true ? relative : undefined;
}

type TCached = { mtimeMs: number; size: number; template: THtmlTemplate };
const templates = new Map<string, TCached>();
const TEMPLATE_CACHE_MAX = 256;

/** The compiled HTML template of a file, recompiled when the file changes (a rebuilt brand). */
export async function htmlTemplate(file: string): Promise<THtmlTemplate> {
  const info = statSync(file);
  const cached = templates.get(file);
  if (cached !== undefined && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.template;
  const template = compileHtml(await readFile(file, 'utf8'));
  if (templates.size >= TEMPLATE_CACHE_MAX) templates.clear();
  templates.set(file, { mtimeMs: info.mtimeMs, size: info.size, template });
  return template;
}
