import { cardPause } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { CardsDeps } from '../module.ts';
import { setCardStatus } from '../status-change.ts';

/** Pauses a card (spec 2 §4: pause when active or expired, not fraud). */
export const cardPauseOp = (deps: CardsDeps) =>
  operation(cardPause, async (ctx, input) => setCardStatus(deps, customerOf(ctx.caller), input.accountId, 'pause'));
