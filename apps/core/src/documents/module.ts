import type { Db } from '@openportal/db';
import type { FileStore } from '../files/index.ts';
import type { BrandContext } from '../platform/brand-context.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';

export interface DocumentsDeps {
  db: Db;
  files: FileStore;
  brandContext: BrandContext;
  brandsDir: string;
}

/** Documents: what customers upload (files in the file store) and what we issue them (PDFs). */
export async function documentsModule(deps: DocumentsDeps): Promise<CoreModule> {
  return { name: 'documents', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
