import { CARD_STATUSES, type TCardAction } from '@openportal/contract';
import type { CustomerCaller } from '../platform/caller.ts';
import { changeCard } from './card-rules.ts';
import { updateCard } from './data/cards.ts';
import { tellBalances } from './fees.ts';
import type { CardsDeps } from './module.ts';

/** The status each plain status action leaves the card in. */
const TARGET = {
  pause: CARD_STATUSES.paused,
  unpause: CARD_STATUSES.active,
  block: CARD_STATUSES.canceled,
} as const satisfies Partial<Record<TCardAction, number>>;

/** Past the last day of its expiry month (UTC) a card is expired, whatever it was before a pause. */
export function pastExpiry(card: { expiryMonth: number; expiryYear: number }, now = new Date()): boolean {
  return now.getTime() >= Date.UTC(card.expiryYear, card.expiryMonth, 1);
}

/**
 * Pause, unpause or block one of the caller's cards: allowed only in the statuses of
 * CARD_ACTION_RULES (else cardActionNotAllowed, nothing changed), in one transaction with the
 * realtime event every open tab of the customer's users hears (the card's account changed).
 */
export async function setCardStatus(
  deps: CardsDeps,
  caller: CustomerCaller,
  accountId: number,
  action: keyof typeof TARGET,
  blockReason?: string,
): Promise<Record<string, never>> {
  await changeCard(deps.db, caller.customerId, accountId, action, async (tx, card) => {
    await updateCard(tx, card.accountId, {
      // Unpaused after its expiry month, a card comes back expired, not active.
      statusId: action === 'unpause' && pastExpiry(card) ? CARD_STATUSES.expired : TARGET[action],
      ...(action === 'block' ? { blockReason: blockReason ?? 'other' } : {}),
    });
    await tellBalances(tx, deps.outbox, caller.customerId, [card.accountId]);
  });
  return {};
}
