import type { TCardAction } from '@openportal/contract';
import type { OperationContext } from '../platform/operation.ts';
import { customerOf } from '../platform/caller.ts';
import { ownCard } from './card-rules.ts';
import type { TCardRow } from './data/cards.ts';
import type { CardsDeps } from './module.ts';
import { confirmReveal, type TRevealAction } from './reveal.ts';

/**
 * A card secret's call: the caller's own card, the action the rules must allow, then the
 * one-time code for this card and action (reveal.ts); answers the card and its PAN for the
 * caller to derive what it reveals. Nothing of it is logged: answers are not logged by core.
 */
export async function unlockCard(
  deps: CardsDeps,
  ctx: OperationContext,
  r: { accountId: number; otp?: string | undefined; action: TCardAction; reveal: TRevealAction },
): Promise<{ card: TCardRow; pan: string }> {
  const caller = customerOf(ctx.caller);
  const card = await ownCard(deps.db, caller.customerId, r.accountId, r.action);
  await confirmReveal(deps, {
    caller,
    accountId: r.accountId,
    action: r.reveal,
    otp: r.otp,
    ip: ctx.req.ip,
    lang: ctx.lang,
  });
  return { card, pan: deps.vault.panOf(card.panToken) };
}
