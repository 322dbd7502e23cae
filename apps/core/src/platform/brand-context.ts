import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { featureFlags, loadBrand, type TBrandManifest } from '@openportal/brand-kit';
import { BRAND_HEADER, type TBrandFeature } from '@openportal/contract';
import { AppError } from './app-error.ts';

/** The brands this core serves, read and validated from their manifests at start. */
export interface BrandContext {
  brands: ReadonlySet<string>;
  /**
   * The brand of the host the request came to, as the gateway tells it (BRAND_HEADER). A
   * request without a known brand is refused: no user, session or sign-up exists outside one.
   */
  brandOf(req: FastifyRequest): string;
  /** The brand's manifest (languages, terms, idle timeout, switches). */
  manifest(brand: string): TBrandManifest;
  /** Is the feature switched on for the brand? A switched-off feature's calls are refused. */
  featureOn(brand: string, feature: TBrandFeature): boolean;
}

/** Every folder of `brandsDir` holding a `brand.json`; a bad manifest stops the start. */
export async function loadBrandContext(brandsDir: string): Promise<BrandContext> {
  const dirs = readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(brandsDir, d.name));
  const manifests = new Map<string, TBrandManifest>();
  for (const dir of dirs) {
    const { manifest } = await loadBrand(dir);
    manifests.set(manifest.id, manifest);
  }
  const get = (brand: string) => {
    const m = manifests.get(brand);
    if (!m) throw new AppError('TA1', 'unknownBrand');
    return m;
  };
  return {
    brands: new Set(manifests.keys()),
    brandOf(req) {
      const value = req.headers[BRAND_HEADER];
      if (typeof value !== 'string' || !manifests.has(value)) throw new AppError('TA1', 'unknownBrand');
      return value;
    },
    manifest: get,
    featureOn: (brand, feature) => featureFlags(get(brand))[feature],
  };
}
