import type { TRealtimeDelivery } from '@openportal/contract';

type Listener = (delivery: TRealtimeDelivery) => void;

/**
 * In-process fan-out of realtime deliveries to the gateways' SSE streams on this replica. It is
 * fed after each commit by this replica's writes (publisher.ts) and by the other replicas' over
 * Redis (redis-relay.ts), so every replica sees every delivery.
 */
export function createRealtimeHub() {
  const listeners = new Set<Listener>();
  const uncounted = new WeakSet<Listener>();
  let counted = 0;
  return {
    publish(delivery: TRealtimeDelivery) {
      for (const l of listeners) l(delivery);
    },
    /** `gateway` false: a listener not counted in `subscribers` (the device page's streams). */
    subscribe(listener: Listener, gateway = true) {
      if (listeners.has(listener)) return () => undefined;
      listeners.add(listener);
      if (gateway) counted += 1;
      else uncounted.add(listener);
      return () => {
        if (!listeners.delete(listener)) return;
        if (!uncounted.has(listener)) counted -= 1;
      };
    },
    /** The gateways' streams (the openportal_realtime_streams metric). */
    get subscribers() {
      return counted;
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
