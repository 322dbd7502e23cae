import { cardAuthorizationReverse } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { reverse, wireAuthorization } from '../authorizations.ts';
import type { CardsDeps } from '../module.ts';

/** Reverses a pending authorization: its hold is released. */
export const cardAuthorizationReverseOp = (deps: CardsDeps) =>
  operation(cardAuthorizationReverse, async (ctx) => ({
    responseCode: '00' as const,
    authorization: wireAuthorization(await reverse(deps, String(ctx.params.authorizationId))),
  }));
