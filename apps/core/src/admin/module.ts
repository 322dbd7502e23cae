import type { Db } from '@openportal/db';
import { loadOperations, type CoreModule } from '../platform/module.ts';
import type { TChangeAppliers } from './four-eyes.ts';

export interface AdminDeps {
  db: Db;
  /**
   * How an approved four-eyes change of each kind is applied: given by the domain that owns the
   * kind (money: fee rules, FX rates), so admin imports no other domain's data.
   */
  changeAppliers: TChangeAppliers;
  /** How long an operator's session lives (seconds). */
  sessionTtlS: number;
}

/**
 * The back office's own machinery (issue 9): operators sign in with password and TOTP, their
 * roles are checked per call by the dispatcher (`adminRoles` of the contract entry), every change
 * they make is written to the append-only audit log in the change's own transaction, and a change
 * one operator may not make alone waits for a second (four-eyes.ts). Operator calls about a
 * domain's data live in that domain (money/operations/admin-fee-upsert.ts, identity's customer
 * view, recovery's review), using audit.ts and four-eyes.ts from here (issue 19).
 */
export async function adminModule(deps: AdminDeps): Promise<CoreModule> {
  return { name: 'admin', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
