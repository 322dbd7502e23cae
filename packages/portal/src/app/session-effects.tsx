import { useEffect } from 'react';
import type { TCallId, TRealtimeEvent } from '@openportal/contract';
import type { TRealtimeHandlers } from '../shared/feature.ts';
import { idleTimeoutMs, watchIdle } from '../shared/session/idle.ts';
import { usePortal } from '../shared/services.tsx';

declare const __OP_FLAG_REALTIME__: boolean;

/** The call ids a realtime event invalidates, over every registered feature's handlers. */
export function callsToInvalidate(handlers: readonly TRealtimeHandlers[], event: TRealtimeEvent): TCallId[] {
  return [...new Set(handlers.flatMap((h) => h[event.type] ?? []))];
}

function useIdleLogout() {
  const { session, storage, manifest } = usePortal();
  const brandMinutes = manifest.sessionIdleMinutes;
  useEffect(
    () =>
      watchIdle({
        timeoutMs: idleTimeoutMs(storage, brandMinutes),
        onIdle: () => {
          void session.logout('idle');
        },
        target: window,
        shared: storage,
      }),
    [session, storage, brandMinutes],
  );
}

/**
 * The socket (its module loads only in brands with realtime): events invalidate cached calls and
 * go to the realtime bus (services) for screens waiting for one. A BalanceChanged with its
 * balances patches the cached balanceInquiry instead of asking again (balance-patch.ts). Back
 * from a dropped socket, everything is asked again (events may have been missed: at most once).
 */
function useRealtime(handlers: readonly TRealtimeHandlers[]) {
  const { store, invalidate, queryClient, realtime } = usePortal();
  useEffect(() => {
    if (!__OP_FLAG_REALTIME__ || typeof WebSocket === 'undefined') return;
    let stop = () => {};
    let cancelled = false;
    void Promise.all([
      import('../shared/realtime/realtime-client.ts'),
      import('../shared/realtime/balance-patch.ts'),
    ]).then(([{ createRealtimeClient, realtimeUrl }, { createBalancePatcher, BALANCES_CALL }]) => {
      if (cancelled) return;
      const patched = createBalancePatcher(queryClient);
      const client = createRealtimeClient({
        url: realtimeUrl(window.location),
        getToken: () => store.getState().accessToken,
        onEvent: (e) => {
          const calls = callsToInvalidate(handlers, e);
          invalidate(patched(e) ? calls.filter((id) => id !== BALANCES_CALL) : calls);
          realtime.emit(e);
        },
        onReconnect: () => void queryClient.invalidateQueries(),
      });
      client.start();
      let token = store.getState().accessToken;
      const unsubscribe = store.subscribe((s) => {
        if (s.accessToken && s.accessToken !== token) {
          token = s.accessToken;
          client.reauth();
        }
      });
      stop = () => {
        unsubscribe();
        client.stop();
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [store, invalidate, queryClient, handlers, realtime]);
}

/** While signed in: logout after the idle timeout, and the realtime socket. */
export function SessionEffects({ handlers }: { handlers: readonly TRealtimeHandlers[] }) {
  useIdleLogout();
  useRealtime(handlers);
  return null;
}
