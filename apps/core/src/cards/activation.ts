import type { TCardRow } from './data/cards.ts';

/**
 * The extra parameters an activation asks for (ours; spec 2 §7 names the field, not its
 * content): a physical card's last four digits, which prove the card is in the customer's
 * hand; a virtual card needs none.
 */
export const activationParams = (card: Pick<TCardRow, 'isVirtual'>) =>
  card.isVirtual ? [] : [{ name: 'cardLast4', required: true }];
