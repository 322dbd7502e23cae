import type { Db } from '@openportal/db';
import type { FileStore } from '../files/index.ts';
import type { BrandContext } from '../platform/brand-context.ts';
import type { CoreModule } from '../platform/module.ts';
import { agreementDownloadOp } from './operations/agreement-download.ts';
import { customerDocumentUploadOp } from './operations/customer-document-upload.ts';

export interface DocumentsDeps {
  db: Db;
  files: FileStore;
  brandContext: BrandContext;
  brandsDir: string;
}

/** Documents: what customers upload (files in the file store) and what we issue them (PDFs). */
export function documentsModule(deps: DocumentsDeps): CoreModule {
  return { name: 'documents', operations: [customerDocumentUploadOp(deps), agreementDownloadOp(deps)] };
}
