import type { Db } from '@openportal/db';
import type { BrandContext } from '../platform/brand-context.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';

export interface AdminDeps {
  db: Db;
  /** The brands a fee rule may name. */
  brandContext: BrandContext;
  /** How long an operator's session lives (seconds). */
  sessionTtlS: number;
}

/**
 * The back office's server side (issue 9): operators sign in with password and TOTP, their
 * roles are checked per call by the dispatcher (`adminRoles` of the contract entry), and every
 * change they make is written to the append-only audit log in the change's own transaction.
 */
export async function adminModule(deps: AdminDeps): Promise<CoreModule> {
  return { name: 'admin', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
