import { analyticsTrack } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { storeEvents } from '../events.ts';
import type { AnalyticsDeps } from '../module.ts';

/**
 * A batch of product events from the portal's client (spec 3 §7), stored under the host's brand.
 * The body's size and shape are the contract's (413 over ANALYTICS_BATCH_MAX_BYTES: the client
 * halves the batch); the rate limit is the dispatcher's, per address, like every public call.
 */
export const analyticsTrackOp = (deps: AnalyticsDeps) =>
  operation(analyticsTrack, async (ctx, input) => {
    const accepted = await storeEvents(deps.db, ctx.brand!, input.batch);
    return { responseCode: '00' as const, accepted };
  });
