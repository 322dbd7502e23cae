import type { WebSocket } from 'ws';
import type { TRealtimeDelivery } from '@openportal/contract';

/** A socket buffering more than this is too slow to follow: it is closed, the tab reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const CLOSE_SLOW_CONSUMER = 4408;
/** Events are JSON: text frames, whatever the bytes were handed over as. */
const TEXT_FRAME = { binary: false } as const;
/** The socket's session ended (logout, refresh-token reuse): the tab must sign in again. */
export const CLOSE_SESSION_ENDED = 4401;

/**
 * The open, authenticated sockets by upstream and user: where each delivery goes. A
 * `SessionRevoked` delivery is not forwarded: it closes that session's sockets.
 */
export type TRealtimeHub = {
  add(base: string, userId: string, socket: WebSocket, sessionId: string): boolean;
  remove(base: string, userId: string, socket: WebSocket): void;
  deliver(base: string, delivery: TRealtimeDelivery): number;
  closeAll(code: number, reason: string): void;
};

export function createRealtimeHub(opts: { maxSocketsPerUser: number }): TRealtimeHub {
  const byBase = new Map<string, Map<string, Set<WebSocket>>>();
  const sessionOf = new WeakMap<WebSocket, string>();
  function socketsOf(base: string, userId: string): Set<WebSocket> | undefined {
    return byBase.get(base)?.get(userId);
  }
  return {
    add(base, userId, socket, sessionId) {
      let users = byBase.get(base);
      if (users === undefined) byBase.set(base, (users = new Map()));
      let sockets = users.get(userId);
      if (sockets === undefined) users.set(userId, (sockets = new Set()));
      if (!sockets.has(socket) && sockets.size >= opts.maxSocketsPerUser) return false;
      sockets.add(socket);
      sessionOf.set(socket, sessionId);
      return true;
    },
    remove(base, userId, socket) {
      const users = byBase.get(base);
      const sockets = users?.get(userId);
      if (users === undefined || sockets === undefined) return;
      sockets.delete(socket);
      if (sockets.size === 0) users.delete(userId);
    },
    deliver(base, delivery) {
      const event = delivery.event;
      if (event.type === 'SessionRevoked') {
        for (const userId of new Set(delivery.userIds))
          for (const socket of [...(socketsOf(base, userId) ?? [])])
            if (sessionOf.get(socket) === event.sessionId) socket.close(CLOSE_SESSION_ENDED, 'session ended');
        return 0;
      }
      // Encoded once for every socket (a string would be turned into bytes once per socket).
      const frame = Buffer.from(JSON.stringify(event));
      let sent = 0;
      for (const userId of new Set(delivery.userIds)) {
        for (const socket of socketsOf(base, userId) ?? []) {
          if (socket.readyState !== socket.OPEN) continue;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.close(CLOSE_SLOW_CONSUMER, 'slow consumer');
            continue;
          }
          socket.send(frame, TEXT_FRAME);
          sent += 1;
        }
      }
      return sent;
    },
    closeAll(code, reason) {
      for (const users of byBase.values())
        for (const sockets of users.values()) for (const s of sockets) s.close(code, reason);
      byBase.clear();
    },
  };
}
