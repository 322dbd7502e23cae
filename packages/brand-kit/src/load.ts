import { ZBrandManifest, type TBrandManifest } from './manifest.ts';

export interface TLoadedBrand {
  manifest: TBrandManifest;
  /** The logo's SVG text. */
  logoSvg: string;
  dir: string;
}

export class BrandError extends Error {
  override name = 'BrandError';
}

/**
 * Node only, build time: reads `<dir>/brand.json`, validates it, checks the folder name is the id
 * and the logo is a safe SVG. Throws BrandError listing every problem. node: modules are loaded
 * lazily so the package entry stays importable in a browser bundle.
 */
export async function loadBrand(dir: string): Promise<TLoadedBrand> {
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  const file = path.join(dir, 'brand.json');
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (e) {
    throw new BrandError(`${file}: ${(e as Error).message}`);
  }
  const parsed = ZBrandManifest.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new BrandError(`${file} is not a valid brand manifest:\n${lines.join('\n')}`);
  }
  const manifest = parsed.data;
  if (path.basename(path.resolve(dir)) !== manifest.id) {
    throw new BrandError(`${file}: id '${manifest.id}' must equal the folder name`);
  }
  const logoSvg = await fs.readFile(path.join(dir, manifest.logo), 'utf8').catch(() => {
    throw new BrandError(`${file}: logo file '${manifest.logo}' is missing`);
  });
  checkSvg(logoSvg, manifest.logo);
  return { manifest, logoSvg, dir };
}

/** Refuses an SVG that could run code. */
export function checkSvg(svg: string, name: string): void {
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg)) throw new BrandError(`${name}: not an SVG document`);
  if (/<script|on[a-z]+\s*=|javascript:|<foreignObject/i.test(svg))
    throw new BrandError(`${name}: SVG holds script or event handlers`);
  if (svg.length > 100_000) throw new BrandError(`${name}: SVG larger than 100 kB`);
}
