import { cardAuthorizationSimulate } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { authorize, wireAuthorization } from '../authorizations.ts';
import type { CardsDeps } from '../module.ts';

/** The simulator's authorization (internal): a ledger hold on the card's account, or a decline. */
export const cardAuthorizationSimulateOp = (deps: CardsDeps) =>
  operation(cardAuthorizationSimulate, async (_ctx, input) => ({
    responseCode: '00' as const,
    authorization: wireAuthorization(await authorize(deps, input)),
  }));
