import { cardUnpause } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { CardsDeps } from '../module.ts';
import { setCardStatus } from '../status-change.ts';

/** Unpauses a card (spec 2 §4: unpause only when paused). */
export const cardUnpauseOp = (deps: CardsDeps) =>
  operation(cardUnpause, async (ctx, input) => setCardStatus(deps, customerOf(ctx.caller), input.accountId, 'unpause'));
