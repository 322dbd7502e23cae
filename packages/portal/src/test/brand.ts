import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ZBrandManifest, type TBrandManifest } from '@openportal/brand-kit';

function brandsDir(): string {
  for (let dir = process.cwd(); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'brands'))) return join(dir, 'brands');
  }
  throw new Error('brands/ not found above the working directory');
}

/** A real brand manifest from brands/, optionally changed. */
export function brand(id = 'paywave', change: Partial<TBrandManifest> = {}): TBrandManifest {
  const raw = JSON.parse(readFileSync(join(brandsDir(), id, 'brand.json'), 'utf8'));
  return { ...ZBrandManifest.parse(raw), logo: '/assets/brand-logo.svg', ...change };
}
