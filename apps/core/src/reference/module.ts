import type { Db } from '@openportal/db';
import type { BrandContext } from '../platform/brand-context.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';

export interface ReferenceDeps {
  db: Db;
  /** Each brand's languages (the answer's language) and terms (personal agreements). */
  brandContext: BrandContext;
}

/**
 * Reference data: the dictionaries of spec 1 §3 (CLDR names through Intl, libphonenumber-js,
 * the contract's currency table, our own lists in `data/`), where an IP address is, and the
 * link and IP privacy checks.
 */
export async function referenceModule(deps: ReferenceDeps): Promise<CoreModule> {
  return { name: 'reference', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
