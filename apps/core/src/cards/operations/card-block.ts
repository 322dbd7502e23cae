import { cardBlock } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { CardsDeps } from '../module.ts';
import { setCardStatus } from '../status-change.ts';

/**
 * Blocks (cancels) a card for good (spec 2 §4: block when paused, active or expired): status
 * Canceled with its reason (lost, stolen, damaged, other). A new card is a reissue.
 */
export const cardBlockOp = (deps: CardsDeps) =>
  operation(cardBlock, async (ctx, input) =>
    setCardStatus(deps, customerOf(ctx.caller), input.accountId, 'block', input.reason),
  );
