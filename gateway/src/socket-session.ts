import { createHash } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import { PUSH_WAIT_TTL_S, ZClientMessage, type TClientMessage } from '@openportal/contract';
import type { TAccessVerifier } from './access-verifier.ts';
import type { TRealtimeHub } from './realtime-hub.ts';

export const CLOSE_BAD_MESSAGE = 4400;
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_TOO_MANY_SOCKETS = 4429;
/** A pushWait socket's time is up (the push sign-in has expired). */
export const CLOSE_WAIT_OVER = 4410;

const MAX_TIMER_MS = 2 ** 31 - 1;

export type TSocketDeps = {
  hub: TRealtimeHub;
  verify: TAccessVerifier;
  authTimeoutMs: number;
  /** A socket on this upstream has signed in (its realtime stream is opened then, not before). */
  onSignedIn?(base: string): void;
  /** How long a pushWait socket stays open (default: the push sign-in's own TTL). */
  pushWaitMs?: number;
};
/** Whose socket this is allowed to become: the brand of the host it was opened on; `ip`: the client's address. */
export type TSocketPlace = { base: string; brand: string; ip?: string };

/** The wait id of a push sign-in: sha256 hex of its tmpJwt (core sends that, never the tmpJwt). */
export const waitIdOf = (tmpJwt: string) => createHash('sha256').update(tmpJwt).digest('hex');

function parseMessage(data: RawData, isBinary: boolean): TClientMessage | undefined {
  if (isBinary) return undefined;
  try {
    const parsed = ZClientMessage.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One tab's socket: it must send `{type:'auth', accessToken}` within the auth timeout and again
 * after each refresh; it is closed with 4401 on a bad token, a token of another brand or of an
 * ended session, when its token expires, and when its session ends. Or, before sign-in, it sends
 * `{type:'pushWait', tmpJwt}` once: it then waits (answered `pushWaiting`) for that push
 * sign-in's PushDecided, and is closed when it is sent or after the push TTL; nothing else.
 */
export function attachSocket(socket: WebSocket, place: TSocketPlace, deps: TSocketDeps): void {
  const { base, brand } = place;
  let userId: string | undefined;
  let waitId: string | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  const close = (code: number, reason: string) => socket.close(code, reason);
  const authTimer = setTimeout(() => close(CLOSE_UNAUTHORIZED, 'authentication timeout'), deps.authTimeoutMs);

  async function authenticate(token: string): Promise<void> {
    const mine = (attempt += 1);
    const claims = await deps.verify(base, token).catch(() => undefined);
    if (mine !== attempt || socket.readyState !== socket.OPEN) return;
    const remainingMs = claims === undefined ? 0 : claims.exp * 1000 - Date.now();
    if (claims === undefined || remainingMs <= 0 || claims.brand !== brand)
      return close(CLOSE_UNAUTHORIZED, 'invalid or expired token');
    clearTimeout(authTimer);
    if (userId !== undefined) deps.hub.remove(base, userId, socket);
    if (!deps.hub.add(base, claims.sub, socket, claims.sid))
      return close(CLOSE_TOO_MANY_SOCKETS, 'too many sockets for this user');
    userId = claims.sub;
    deps.onSignedIn?.(base);
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(() => close(CLOSE_UNAUTHORIZED, 'token expired'), Math.min(remainingMs, MAX_TIMER_MS));
    socket.send(JSON.stringify({ type: 'authenticated', exp: claims.exp }));
  }

  function waitForPush(tmpJwt: string): void {
    if (userId !== undefined || waitId !== undefined || attempt > 0) return close(CLOSE_BAD_MESSAGE, 'bad message');
    const id = waitIdOf(tmpJwt);
    if (!deps.hub.addWait(base, id, socket, place.ip ?? ''))
      return close(CLOSE_TOO_MANY_SOCKETS, 'too many waiting sockets');
    waitId = id;
    clearTimeout(authTimer);
    const ttlMs = deps.pushWaitMs ?? PUSH_WAIT_TTL_S * 1000;
    expiryTimer = setTimeout(() => close(CLOSE_WAIT_OVER, 'push wait over'), Math.min(ttlMs, MAX_TIMER_MS));
    socket.send(JSON.stringify({ type: 'pushWaiting' }));
  }

  socket.on('message', (data, isBinary) => {
    const message = parseMessage(data, isBinary);
    if (message === undefined) return close(CLOSE_BAD_MESSAGE, 'bad message');
    if (message.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
    if (message.type === 'pushWait') return waitForPush(message.tmpJwt);
    // A waiting socket never becomes a signed-in one: the portal opens its own after sign-in.
    if (waitId !== undefined) return close(CLOSE_BAD_MESSAGE, 'bad message');
    void authenticate(message.accessToken);
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    if (userId !== undefined) deps.hub.remove(base, userId, socket);
    if (waitId !== undefined) deps.hub.removeWait(base, waitId, socket);
  });
}
