import { cardPinChange } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { changeCard } from '../card-rules.ts';
import { updateCard } from '../data/cards.ts';
import type { CardsDeps } from '../module.ts';
import { unlockCard } from '../secrets.ts';

/**
 * Changes a card's PIN (spec 2 §5: PIN and repeat must match, checked by the contract; §4: when
 * paused, active or expired, not fraud), behind a one-time code for this card: the new offset
 * against the card's natural PIN is kept, never the digits.
 */
export const cardPinChangeOp = (deps: CardsDeps) =>
  operation(cardPinChange, async (ctx, input) => {
    const { pan } = await unlockCard(deps, ctx, { ...input, action: 'pin', reveal: 'pinChange' });
    await changeCard(deps.db, customerOf(ctx.caller).customerId, input.accountId, 'pin', (tx, card) =>
      updateCard(tx, card.accountId, { pinOffset: deps.vault.pinOffset(pan, input.pin) }),
    );
    return {};
  });
