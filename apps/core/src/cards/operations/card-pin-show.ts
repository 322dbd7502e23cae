import { cardPinShow } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { CardsDeps } from '../module.ts';
import { unlockCard } from '../secrets.ts';

/**
 * The card's PIN (spec 2 §7 "show pin"; §4: when paused, active or expired, not fraud),
 * behind a one-time code for this card: recovered from its offset under the vault key.
 */
export const cardPinShowOp = (deps: CardsDeps) =>
  operation(cardPinShow, async (ctx, input) => {
    const { card, pan } = await unlockCard(deps, ctx, { ...input, action: 'pin', reveal: 'pinShow' });
    return { pin: deps.vault.pinOf(pan, card.pinOffset!) };
  });
