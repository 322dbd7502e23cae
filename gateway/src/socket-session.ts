import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import type { TAccessVerifier } from './access-verifier.ts';
import type { TRealtimeHub } from './realtime-hub.ts';

export const CLOSE_BAD_MESSAGE = 4400;
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_TOO_MANY_SOCKETS = 4429;

/**
 * What a tab sends on /ws. TODO(contract): this belongs in packages/contract beside
 * ZRealtimeEvent (the gateway must not own wire shapes); kept here until it moves.
 */
const ZClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), accessToken: z.string().min(1).max(8192) }),
  z.object({ type: z.literal('ping') }),
]);
type TClientMessage = z.infer<typeof ZClientMessage>;

const MAX_TIMER_MS = 2 ** 31 - 1;

export type TSocketDeps = { hub: TRealtimeHub; verify: TAccessVerifier; authTimeoutMs: number };
/** Whose socket this is allowed to become: the brand of the host it was opened on. */
export type TSocketPlace = { base: string; brand: string };

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
 * ended session, when its token expires, and when its session ends.
 */
export function attachSocket(socket: WebSocket, place: TSocketPlace, deps: TSocketDeps): void {
  const { base, brand } = place;
  let userId: string | undefined;
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
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(() => close(CLOSE_UNAUTHORIZED, 'token expired'), Math.min(remainingMs, MAX_TIMER_MS));
    socket.send(JSON.stringify({ type: 'authenticated', exp: claims.exp }));
  }

  socket.on('message', (data, isBinary) => {
    const message = parseMessage(data, isBinary);
    if (message === undefined) return close(CLOSE_BAD_MESSAGE, 'bad message');
    if (message.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
    void authenticate(message.accessToken);
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    if (userId !== undefined) deps.hub.remove(base, userId, socket);
  });
}
