import { authToken, ERROR_MESSAGES, PORTAL_SOCKET_PATH } from '@openportal/contract';
import type { TApiClient } from '../../shared/api/client.ts';
import { waitForPush, type TLoginStep } from './login-flow.ts';

/** What the push wait over the socket needs; `WebSocketImpl` and `url` are replaced in tests. */
export interface TPushSocketWait {
  api: TApiClient;
  code: string;
  verifier: string;
  tmpJwt: string;
  stay: boolean;
  stopped: () => boolean;
  url?: string;
  WebSocketImpl?: typeof WebSocket;
}

/** How often a wait checks whether the user left it (back, another screen). */
const STOP_CHECK_MS = 500;

/** The page's own `/ws` (same origin: the gateway's upgrade guard lets no other in). */
const socketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${PORTAL_SOCKET_PATH}`;

/** One /auth/token call that does not wait on the server (pushWait false, our choice): the decision or pushPending. */
export async function collect(w: Pick<TPushSocketWait, 'api' | 'code' | 'verifier' | 'stay'>): Promise<TLoginStep> {
  const tokens = await w.api.rest(
    authToken,
    { code: w.code, codeVerifier: w.verifier, pushWait: false },
    w.stay ? { gatewayHeaders: { 'x-stay-signed-in': '1' } } : {},
  );
  return tokens.ok ? { kind: 'token', accessToken: tokens.data.accessToken } : { kind: 'error', error: tokens.error };
}

const isPending = (s: TLoginStep) => s.kind === 'error' && s.error.responseDescription === ERROR_MESSAGES.pushPending;

function typeOf(data: unknown): string | undefined {
  try {
    const parsed: unknown = JSON.parse(String(data));
    return typeof parsed === 'object' && parsed !== null ? String((parsed as { type?: unknown }).type) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The push wait (spec 1 §4) over the realtime socket: `pushWait` with the tmpJwt; once the
 * gateway answers `pushWaiting`, one /auth/token check (a decision made before the socket was
 * registered is not missed); on `PushDecided`, /auth/token once for the tokens or the denial.
 * A socket that cannot open or closes before the decision falls back to the long-poll
 * (waitForPush). Null: the user left the wait.
 */
export function waitForPushOverSocket(w: TPushSocketWait): Promise<TLoginStep | null> {
  const Impl = w.WebSocketImpl ?? globalThis.WebSocket;
  if (typeof Impl !== 'function') return waitForPush(w.api, w.code, w.verifier, w.stay, w.stopped);
  return new Promise((resolve) => {
    let settled = false;
    const ws = new Impl(w.url ?? socketUrl());
    const stopCheck = setInterval(() => {
      if (w.stopped()) finish(null);
    }, STOP_CHECK_MS);
    function finish(step: TLoginStep | null | 'fallback') {
      if (settled) return;
      settled = true;
      clearInterval(stopCheck);
      ws.onclose = null;
      ws.close();
      if (step === 'fallback') void waitForPush(w.api, w.code, w.verifier, w.stay, w.stopped).then(resolve);
      else resolve(w.stopped() ? null : step);
    }
    // A check in flight may spend the code (approved): a close meanwhile waits for its answer.
    let checking = 0;
    let closed = false;
    const check = (final: boolean) => {
      checking += 1;
      void collect(w).then(
        (step) => {
          checking -= 1;
          if (!isPending(step)) finish(step);
          else if (final || closed) finish('fallback');
        },
        () => finish('fallback'),
      );
    };
    ws.onopen = () => ws.send(JSON.stringify({ type: 'pushWait', tmpJwt: w.tmpJwt }));
    ws.onmessage = (m: MessageEvent) => {
      const type = typeOf(m.data);
      if (type === 'pushWaiting') check(false);
      else if (type === 'PushDecided') check(true);
      // Anything else (unknown events, pong) is ignored.
    };
    ws.onclose = () => {
      closed = true;
      if (checking === 0) finish('fallback');
    };
  });
}
