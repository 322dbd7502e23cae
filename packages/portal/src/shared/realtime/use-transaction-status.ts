import { useEffect, useRef } from 'react';
import type { TRealtimeEvent } from '@openportal/contract';
import { usePortal } from '../services.tsx';

export type TTransactionStatus = Extract<TRealtimeEvent, { type: 'TransactionStatus' }>;

/**
 * Calls `onStatus` once with the TransactionStatus event of `transactionId` (spec 3 §4: it
 * resolves a pending payment confirmation), including one that came just before the caller
 * subscribed. Null: waits for nothing.
 */
export function useTransactionStatus(transactionId: string | null, onStatus: (e: TTransactionStatus) => void) {
  const { realtime } = usePortal();
  const handler = useRef(onStatus);
  useEffect(() => {
    handler.current = onStatus;
  });
  useEffect(() => {
    if (!transactionId) return;
    let done = false;
    const take = (e: TRealtimeEvent) => {
      if (done || e.type !== 'TransactionStatus' || e.transactionId !== transactionId) return;
      done = true;
      handler.current(e);
    };
    for (const e of realtime.recent()) take(e);
    const off = realtime.subscribe(take);
    return () => {
      done = true;
      off();
    };
  }, [realtime, transactionId]);
}
