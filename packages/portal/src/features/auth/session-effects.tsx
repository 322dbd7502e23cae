import { useEffect } from 'react';
import { realtimeUrl, createRealtimeClient } from '../../shared/realtime/realtime-client.ts';
import { useLiveData } from '../../shared/data/live-data.ts';
import { idleTimeoutMs, watchIdle } from '../../shared/session/idle.ts';
import { usePortal } from '../../shared/services.tsx';

declare const __OP_FLAG_REALTIME__: boolean;

/** While signed in: logout after the idle timeout, and the realtime socket that refetches money. */
export function SessionEffects() {
  const { session, storage, store } = usePortal();
  useEffect(
    () =>
      watchIdle({
        timeoutMs: idleTimeoutMs(storage),
        onIdle: () => {
          void session.logout('idle');
        },
        target: window,
      }),
    [session, storage],
  );
  useEffect(() => {
    if (!__OP_FLAG_REALTIME__ || typeof WebSocket === 'undefined') return;
    const client = createRealtimeClient({
      url: realtimeUrl(window.location),
      getToken: () => store.getState().accessToken,
      onEvent: (e) => {
        if (e.type === 'BalanceChanged' || e.type === 'TransactionCreated') useLiveData.getState().bump();
      },
      onReconnect: () => useLiveData.getState().bump(),
    });
    client.start();
    let token = store.getState().accessToken;
    const unsubscribe = store.subscribe((s) => {
      if (s.accessToken && s.accessToken !== token) {
        token = s.accessToken;
        client.reauth();
      }
    });
    return () => {
      unsubscribe();
      client.stop();
    };
  }, [store]);
  return null;
}
