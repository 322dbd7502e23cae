import type { TRealtimeEvent } from '@openportal/contract';

export type TRealtimeListener = (event: TRealtimeEvent) => void;

/**
 * Realtime events for screens: the socket (app/session-effects.tsx) emits every event here, and
 * a screen that waits for one (the payment confirmation waits for its TransactionStatus)
 * subscribes while it is shown. The last few events are kept, so one that arrived just before
 * the screen subscribed is not missed.
 */
export interface TRealtimeBus {
  emit(event: TRealtimeEvent): void;
  /** Answers the unsubscribe. */
  subscribe(listener: TRealtimeListener): () => void;
  /** The latest events, oldest first (at most `keep`). */
  recent(): readonly TRealtimeEvent[];
}

export function createRealtimeBus(keep = 20): TRealtimeBus {
  const listeners = new Set<TRealtimeListener>();
  const kept: TRealtimeEvent[] = [];
  return {
    emit(event) {
      kept.push(event);
      if (kept.length > keep) kept.shift();
      for (const l of [...listeners]) l(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    recent: () => kept,
  };
}
