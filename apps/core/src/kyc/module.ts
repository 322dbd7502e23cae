import type { Db } from '@openportal/db';
import type { FileStore } from '../files/index.ts';
import type { Outbox } from '../jobs/index.ts';
import type { BrandContext } from '../platform/brand-context.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';
import { registerProviderRoutes } from './provider/routes.ts';

export interface KycDeps {
  db: Db;
  files: FileStore;
  outbox: Outbox;
  brandContext: BrandContext;
  brandName: (brand: string) => string;
  /** Where core is reached from a browser (the provider's token page and the e-sign page live there). */
  publicUrl: string;
  /** Where the brands' manifests and logos are (the signed W-form carries the brand's logo). */
  brandsDir: string;
  /** The brand's portal (the provider and e-sign pages link back to it). */
  portalUrl: (brand: string) => string;
  /** The secret the provider signs its callbacks with. */
  callbackSecret: string;
}

/**
 * KYC (issue 21 part 3b, roadmap C3b): the verification engine (status, limit reasons, due
 * diligence), identity verification through the provider stand-in (a token page where the user
 * uploads a selfie and a document; its result comes back as a signed callback), personal FATCA/CRS
 * self-certification with the W-form e-sign page, the document-expiry job, and the back office's
 * review of documents.
 */
export async function kycModule(deps: KycDeps): Promise<CoreModule> {
  return {
    name: 'kyc',
    operations: await loadOperations(new URL('./operations/', import.meta.url), deps),
    routes(app) {
      registerProviderRoutes(app, deps);
    },
  };
}
