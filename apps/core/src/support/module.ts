import type { Db } from '@openportal/db';
import type { FileStore } from '../files/index.ts';
import type { Outbox } from '../jobs/index.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';

export interface SupportDeps {
  db: Db;
  files: FileStore;
  outbox: Outbox;
  brandName: (brand: string) => string;
  /** The key the desk's short-lived tokens (GET /zoho/jwt) are signed with. */
  deskTokenKey: string;
}

/**
 * The support message centre (spec 3 §3-§4, §7): a ticket desk of our own, answered under its
 * own base (SERVICE_BASES.supportDesk) as an outside desk would be, plus the token, agent and
 * stats calls of the portal's side (zoho/*).
 */
export async function supportModule(deps: SupportDeps): Promise<CoreModule> {
  return { name: 'support', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
