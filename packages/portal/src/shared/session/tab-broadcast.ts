import type { TLogoutReason } from './session-store.ts';

/** Tells this brand's other open tabs that the session ended here, and hears theirs. */
export interface TTabBroadcast {
  loggedOut(reason: TLogoutReason): void;
  onLoggedOut(listener: (reason: TLogoutReason) => void): () => void;
}

const CHANNEL = 'op-session';
const REASONS: readonly TLogoutReason[] = ['user', 'idle', 'expired', 'activation'];

/**
 * A BroadcastChannel (same origin: one brand's tabs) when the browser has one; otherwise a
 * broadcast that reaches no one (each tab then finds out at its next refresh).
 */
export function createTabBroadcast(): TTabBroadcast {
  if (typeof BroadcastChannel === 'undefined')
    return { loggedOut: () => undefined, onLoggedOut: () => () => undefined };
  const channel = new BroadcastChannel(CHANNEL);
  return {
    loggedOut: (reason) => channel.postMessage({ type: 'loggedOut', reason }),
    onLoggedOut(listener) {
      const onMessage = (e: MessageEvent) => {
        const reason = (e.data as { type?: string; reason?: TLogoutReason } | null)?.reason;
        if ((e.data as { type?: string } | null)?.type === 'loggedOut' && reason && REASONS.includes(reason))
          listener(reason);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
