import { adminCardSearch } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { searchCards } from '../data/operator-cards.ts';
import type { CardsDeps } from '../module.ts';

/** The card console's search: by last four, whole PAN (through the vault), account, customer or e-mail. */
export const adminCardSearchOp = (deps: CardsDeps) =>
  operation(adminCardSearch, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await searchCards(deps.db, deps.vault, input.q),
  }));
