import { PORTAL_SOCKET_PATH, ZRealtimeEvent, type TRealtimeEvent } from '@openportal/contract';

export interface TRealtimeDeps {
  url: string;
  getToken: () => string | null;
  onEvent: (e: TRealtimeEvent) => void;
  /** After a dropped socket is back: events may have been missed, so the caller refetches. */
  onReconnect?: () => void;
  WebSocketImpl?: typeof WebSocket;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * The realtime socket (same-origin `/ws`): sends `{type:'auth', accessToken}` first and again after
 * each refresh (reauth), hands parsed events on, reconnects with a bounded backoff until stopped.
 */
export function createRealtimeClient({
  url,
  getToken,
  onEvent,
  onReconnect,
  WebSocketImpl = globalThis.WebSocket,
}: TRealtimeDeps) {
  let socket: WebSocket | null = null;
  let stopped = true;
  let backoff = 1000;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let opened = false;

  function auth() {
    const token = getToken();
    if (socket && socket.readyState === 1 && token) socket.send(JSON.stringify({ type: 'auth', accessToken: token }));
  }

  function connect() {
    if (stopped || !WebSocketImpl) return;
    const ws = new WebSocketImpl(url);
    socket = ws;
    ws.onopen = () => {
      backoff = 1000;
      auth();
      if (opened) onReconnect?.();
      opened = true;
    };
    ws.onmessage = (m) => {
      try {
        const parsed = ZRealtimeEvent.safeParse(JSON.parse(String(m.data)));
        if (parsed.success) onEvent(parsed.data);
      } catch {
        /* not JSON: ignored */
      }
    };
    ws.onclose = () => {
      if (socket === ws) socket = null;
      if (stopped) return;
      retry = setTimeout(connect, backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    };
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
      socket = null;
    },
    reauth: auth,
  };
}
export type TRealtimeClient = ReturnType<typeof createRealtimeClient>;

/** The socket URL on the page's own origin. */
export function realtimeUrl(loc: Pick<Location, 'protocol' | 'host'>): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${PORTAL_SOCKET_PATH}`;
}
