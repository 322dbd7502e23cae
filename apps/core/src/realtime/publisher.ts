import type { TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { afterCommit } from '../platform/after-commit.ts';
import type { RealtimeHub } from './hub.ts';
import type { RedisRelay } from './redis-relay.ts';

/**
 * Where realtime deliveries go once what they tell of is committed: this replica's hub (its
 * gateways' streams and device pages, in process) and, with Redis, every other replica.
 */
export interface RealtimePublisher {
  /** Now (the caller has committed, or wrote nothing): in process, then to the other replicas. */
  publish(deliveries: readonly TRealtimeDelivery[]): void;
  /**
   * After `tx` commits; nothing for a transaction that rolls back (or work undone to a
   * savepoint). `enrich` runs now, in `tx` (BalanceChanged's balances, read under its locks).
   */
  publishAfterCommit(tx: Queryable, deliveries: readonly TRealtimeDelivery[]): Promise<void>;
}

export type TEnrich = (tx: Queryable, deliveries: readonly TRealtimeDelivery[]) => Promise<TRealtimeDelivery[]>;

export function createRealtimePublisher(deps: {
  hub: RealtimeHub;
  relay?: RedisRelay | undefined;
  enrich?: TEnrich;
}): RealtimePublisher {
  const publish = (deliveries: readonly TRealtimeDelivery[]) => {
    if (deliveries.length === 0) return;
    for (const d of deliveries) deps.hub.publish(d);
    deps.relay?.send(deliveries);
  };
  return {
    publish,
    async publishAfterCommit(tx, deliveries) {
      if (deliveries.length === 0) return;
      const ready = deps.enrich ? await deps.enrich(tx, deliveries) : deliveries;
      afterCommit(tx, () => publish(ready));
    },
  };
}
