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

/** What the bare domain's page shows of a brand: its name and logo, as its build has them. */
export interface TBrandCard {
  id: string;
  /** The built index.html's <title> (the brand's projectName), else the folder name. */
  name: string;
  /** The build's assets/brand-logo.svg as a data: URL (the page's CSP allows data: images only). */
  logo: string | undefined;
}

/** A logo larger than this is left out (a page of data: URLs must stay small). */
const LOGO_MAX_BYTES = 64 * 1024;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function htmlText(raw: string): string {
  return raw
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .trim();
}

export async function brandCard(brandsDir: string, id: string): Promise<TBrandCard> {
  const html = await readFile(join(brandsDir, id, 'index.html'), 'utf8').catch(() => '');
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  const name = title === undefined ? '' : htmlText(title);
  const logoFile = join(brandsDir, id, 'assets', 'brand-logo.svg');
  const logoInfo = await stat(logoFile).catch(() => undefined);
  const logo =
    logoInfo?.isFile() === true && logoInfo.size <= LOGO_MAX_BYTES
      ? `data:image/svg+xml;base64,${(await readFile(logoFile)).toString('base64')}`
      : undefined;
  return { id, name: name || id, logo };
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
