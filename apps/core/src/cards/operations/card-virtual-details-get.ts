import { cardVirtualDetailsGet } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { CardsDeps } from '../module.ts';
import { unlockCard } from '../secrets.ts';

/**
 * A card's number, CVV and expiry (spec 2 §2: virtual card details revealed after a one-time
 * code; §4: when paused, active or expired). The CVV is derived, never stored.
 */
export const cardVirtualDetailsGetOp = (deps: CardsDeps) =>
  operation(cardVirtualDetailsGet, async (ctx, input) => {
    const { card, pan } = await unlockCard(deps, ctx, { ...input, action: 'virtualDetails', reveal: 'details' });
    return {
      cardNumber: pan,
      cvv: deps.vault.cvvOf(pan, card.expiryMonth, card.expiryYear),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      statusId: card.statusId as never,
    };
  });
