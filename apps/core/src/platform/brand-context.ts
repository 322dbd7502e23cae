import { readdirSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { BRAND_HEADER } from '@openportal/contract';
import { AppError } from './app-error.ts';

/** The brands this core serves (one folder each in BRANDS_DIR), and the brand of a request. */
export interface BrandContext {
  brands: ReadonlySet<string>;
  /**
   * The brand of the host the request came to, as the gateway tells it (BRAND_HEADER). A
   * request without a known brand is refused: no user, session or sign-up exists outside one.
   */
  brandOf(req: FastifyRequest): string;
}

export function loadBrandContext(brandsDir: string): BrandContext {
  const brands = new Set(
    readdirSync(brandsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  );
  return {
    brands,
    brandOf(req) {
      const value = req.headers[BRAND_HEADER];
      if (typeof value !== 'string' || !brands.has(value)) throw new AppError('TA1', 'unknownBrand');
      return value;
    },
  };
}
