import type { Db } from '@openportal/db';
import type { FileStore } from '../files/index.ts';
import type { Outbox } from '../jobs/index.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';

export interface ApplicationsDeps {
  db: Db;
  files: FileStore;
  /** The decision notices go through notify() and this outbox. */
  outbox: Outbox;
  brandName: (brand: string) => string;
}

/**
 * Merchant-account applications (issue 23, spec 3 §3-§7): the applicant's drafts, submission
 * and documents (/acquiring-admin, brand flag merchantAccount), and the operators' review
 * (/admin/application: compliance decides, support and viewers read). Status moves only through
 * the contract's table (transitions.ts); every write raises the row's version.
 */
export async function applicationsModule(deps: ApplicationsDeps): Promise<CoreModule> {
  return { name: 'applications', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
