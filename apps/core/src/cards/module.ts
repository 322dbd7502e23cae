import type { Db } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import type { MoneyDeps } from '../money/module.ts';
import { loadOperations, type CoreModule } from '../platform/module.ts';
import type { TVault } from './issuer/vault.ts';

/** What the cards domain is built from: the money platform's own deps (one platform) and the vault. */
export interface CardsDeps {
  db: Db;
  outbox: Outbox;
  brandName: (brand: string) => string;
  /** The money domain's deps: its group commit, quote and approvals move card money. */
  money: MoneyDeps;
  /** Where card secrets are sealed and derived (issuer/vault.ts), keyed from configuration. */
  vault: TVault;
}

/**
 * Cards (issue 24): the issuer stand-in (issuer/), card applications, activation, pause, block,
 * reissue, PIN and details behind a one-time code, loads through the money platform. Every card
 * call obeys contract CARD_ACTION_RULES (card-rules.ts).
 */
export async function cardsModule(deps: CardsDeps): Promise<CoreModule> {
  return { name: 'cards', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
