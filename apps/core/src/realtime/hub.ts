import type { TRealtimeDelivery } from '@openportal/contract';

type Listener = (delivery: TRealtimeDelivery) => void;

/**
 * In-process fan-out of realtime deliveries to the gateways' SSE streams on this replica. It
 * is fed by PostgreSQL LISTEN (fan-out.ts), so every replica sees every delivery.
 */
export function createRealtimeHub() {
  const listeners = new Set<Listener>();
  return {
    publish(delivery: TRealtimeDelivery) {
      for (const l of listeners) l(delivery);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get subscribers() {
      return listeners.size;
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
