import type { FileStore } from '../files/index.ts';
import type { RegistrationDeps } from '../identity/index.ts';
import type { BrandContext } from '../platform/brand-context.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';

export interface BusinessDeps extends RegistrationDeps {
  /** The brand's switches: sourceOfWealth decides whether owners of 25% name their funds. */
  brandContext: BrandContext;
  /** The representatives' certification documents (kyc's upload and e-sign page). */
  files: FileStore;
  /** Where core is reached from a browser (the e-sign page). */
  publicUrl: string;
  /** The key of the resolutions' e-sign links (core's secret; kyc's e-sign page checks them with the same). */
  esignSecret: string;
}

/**
 * Business customers (issue 26, roadmap C7a-b; spec 1 §2-§7): the registration wizard's one
 * transaction, business and employee activation, the company's data, representatives and users,
 * and the users' access rights. The wizard's rules are the contract's (business/wizard-rules.ts),
 * run again here with the e-mail statuses read from the database. Company documents are kyc's
 * customer documents of the company (a representative's once an operator assigns them:
 * data/documents.ts, migration 0054); a representative's identity verification is kyc's run.
 */
export async function businessModule(deps: BusinessDeps): Promise<CoreModule> {
  return { name: 'business', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
