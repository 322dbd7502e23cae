import type { WebSocket } from 'ws';
import type { TRealtimeDelivery } from '@openportal/contract';

/** A socket buffering more than this is too slow to follow: it is closed, the tab reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const CLOSE_SLOW_CONSUMER = 4408;
/** Events are JSON: text frames, whatever the bytes were handed over as. */
const TEXT_FRAME = { binary: false } as const;
/** The socket's session ended (logout, refresh-token reuse): the tab must sign in again. */
export const CLOSE_SESSION_ENDED = 4401;
/** A push sign-in's wait heard its decision: the socket has done its job. */
export const CLOSE_DECIDED = 1000;

/** Bounds on sockets waiting before sign-in (pushWait): in all, and from one client address. */
export type TWaitLimits = { maxWaits: number; maxWaitsPerIp: number };

/**
 * The open, authenticated sockets by upstream and user, and the sockets waiting before sign-in
 * by upstream and wait id: where each delivery goes. A `SessionRevoked` delivery is not
 * forwarded: it closes that session's sockets. A `PushDecided` closes its waiting sockets once sent.
 */
export type TRealtimeHub = {
  add(base: string, userId: string, socket: WebSocket, sessionId: string): boolean;
  remove(base: string, userId: string, socket: WebSocket): void;
  /** False: too many waiting sockets (in all or from this address). */
  addWait(base: string, waitId: string, socket: WebSocket, ip: string): boolean;
  removeWait(base: string, waitId: string, socket: WebSocket): void;
  deliver(base: string, delivery: TRealtimeDelivery): number;
  /** Whether any of these users or waits has a socket here (a delivery for none of them is dropped unread). */
  reaches(base: string, userIds: readonly string[], waitIds: readonly string[]): boolean;
  closeAll(code: number, reason: string): void;
};

const DEFAULT_WAIT_LIMITS: TWaitLimits = { maxWaits: 10_000, maxWaitsPerIp: 16 };

export function createRealtimeHub(opts: { maxSocketsPerUser: number; waits?: TWaitLimits }): TRealtimeHub {
  const byBase = new Map<string, Map<string, Set<WebSocket>>>();
  const waits = createWaits(opts.waits ?? DEFAULT_WAIT_LIMITS);
  const sessionOf = new WeakMap<WebSocket, string>();
  function socketsOf(base: string, userId: string): Set<WebSocket> | undefined {
    return byBase.get(base)?.get(userId);
  }
  return {
    addWait: waits.add,
    removeWait: waits.remove,
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
    reaches(base, userIds, waitIds) {
      const users = byBase.get(base);
      if (users !== undefined && userIds.some((id) => users.has(id))) return true;
      return waitIds.some((id) => waits.socketsOf(base, id).size > 0);
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
      for (const userId of new Set(delivery.userIds))
        for (const socket of socketsOf(base, userId) ?? []) sent += sendTo(socket, frame);
      for (const waitId of new Set(delivery.waitIds ?? []))
        for (const socket of [...waits.socketsOf(base, waitId)]) {
          sent += sendTo(socket, frame);
          if (event.type === 'PushDecided') socket.close(CLOSE_DECIDED, 'decided');
        }
      return sent;
    },
    closeAll(code, reason) {
      for (const users of byBase.values())
        for (const sockets of users.values()) for (const s of sockets) s.close(code, reason);
      byBase.clear();
      waits.closeAll(code, reason);
    },
  };
}

function sendTo(socket: WebSocket, frame: Buffer): number {
  if (socket.readyState !== socket.OPEN) return 0;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(CLOSE_SLOW_CONSUMER, 'slow consumer');
    return 0;
  }
  socket.send(frame, TEXT_FRAME);
  return 1;
}

/** The sockets waiting before sign-in, by upstream and wait id, counted in all and by address. */
function createWaits(limits: TWaitLimits) {
  const byBase = new Map<string, Map<string, Set<WebSocket>>>();
  const ipOf = new Map<WebSocket, string>();
  const perIp = new Map<string, number>();
  const socketsOf = (base: string, waitId: string): ReadonlySet<WebSocket> =>
    byBase.get(base)?.get(waitId) ?? new Set();
  return {
    socketsOf,
    add(base: string, waitId: string, socket: WebSocket, ip: string): boolean {
      if (ipOf.has(socket)) return true;
      if (ipOf.size >= limits.maxWaits || (perIp.get(ip) ?? 0) >= limits.maxWaitsPerIp) return false;
      let waiting = byBase.get(base);
      if (waiting === undefined) byBase.set(base, (waiting = new Map()));
      let sockets = waiting.get(waitId);
      if (sockets === undefined) waiting.set(waitId, (sockets = new Set()));
      sockets.add(socket);
      ipOf.set(socket, ip);
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      return true;
    },
    remove(base: string, waitId: string, socket: WebSocket): void {
      const ip = ipOf.get(socket);
      if (ip === undefined) return;
      ipOf.delete(socket);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
      const waiting = byBase.get(base);
      const sockets = waiting?.get(waitId);
      if (waiting === undefined || sockets === undefined) return;
      sockets.delete(socket);
      if (sockets.size === 0) waiting.delete(waitId);
    },
    closeAll(code: number, reason: string): void {
      for (const socket of ipOf.keys()) socket.close(code, reason);
      byBase.clear();
      ipOf.clear();
      perIp.clear();
    },
  };
}
