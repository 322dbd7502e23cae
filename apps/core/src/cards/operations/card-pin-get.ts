import { cardPinGet } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { CardsDeps } from '../module.ts';
import { unlockCard } from '../secrets.ts';

/**
 * The card's PIN (spec 2 §7 "get pin"; §4: when paused, active or expired, not fraud),
 * behind a one-time code for this card: recovered from its offset under the vault key.
 */
export const cardPinGetOp = (deps: CardsDeps) =>
  operation(cardPinGet, async (ctx, input) => {
    const { card, pan } = await unlockCard(deps, ctx, { ...input, action: 'pin', reveal: 'pinGet' });
    return { pin: deps.vault.pinOf(pan, card.pinOffset!) };
  });
