import { cardAuthorizationSettle } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { settle, wireAuthorization } from '../authorizations.ts';
import type { CardsDeps } from '../module.ts';

/** Settles a pending authorization, whole or in part (partial capture; the rest is released). */
export const cardAuthorizationSettleOp = (deps: CardsDeps) =>
  operation(cardAuthorizationSettle, async (ctx, input) => ({
    responseCode: '00' as const,
    authorization: wireAuthorization(await settle(deps, String(ctx.params.authorizationId), input.amount)),
  }));
