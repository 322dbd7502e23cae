import {
  MOBILE_SHELL_MESSAGE_KINDS,
  SHELL_BRIDGE_VERSION,
  SHELL_INIT_DELAY_MS,
  SHELL_REQUEST_TIMEOUT_MS,
  ZShellToWeb,
  ZWebToShell,
  type TShellFile,
  type TShellToWeb,
  type TWebToShell,
} from '@openportal/contract';
import type { TShellTransport, TShellVia } from './detect.ts';

export type TShellKind = (typeof MOBILE_SHELL_MESSAGE_KINDS)[number];
/** The shell's answer to a request: a `result`, `tokens` or `scanned` message (or none in time). */
type TAnswer = Exclude<TShellToWeb, { type: 'init' | 'logout' }>;
export type TShellLogin = { kind: 'tokens'; accessToken: string } | { kind: 'failed'; reason: string };
type TOutgoing = TWebToShell extends infer M ? (M extends { v: number } ? Omit<M, 'v'> : never) : never;

export interface TShellBridge {
  /** In the mobile-shell mode (its layout applies even when no app answers). */
  readonly active: boolean;
  readonly via: TShellVia;
  /** Whether the app said (init) it does this kind; false until it has answered. */
  can(kind: TShellKind): boolean;
  /** Hears the app's init (what it can do) and its logout. */
  subscribe(listener: () => void): () => void;
  onLogout(listener: () => void): () => void;
  login(): Promise<TShellLogin>;
  /** The app saves or shares the file; false when it could not (or cannot). */
  download(file: TShellFile): Promise<boolean>;
  scanDocument(documentType: string): Promise<TShellFile | null>;
  addCardToWallet(cardId: string, last4: string): Promise<boolean>;
  openExternal(url: string): void;
  session(state: 'signedIn' | 'signedOut'): void;
  dispose(): void;
}

export interface TShellBridgeDeps {
  via: TShellVia;
  transport: TShellTransport | null;
  /** Where `message` events arrive (the window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  brand: string;
  language: () => string;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  newId?: () => string;
  /** Told of every message that did not parse (dropped). */
  onRejected?: (direction: 'in' | 'out', text: unknown) => void;
}

/** Not in the shell: every request answers at once that it is not done here. */
export const NO_SHELL: TShellBridge = {
  active: false,
  via: null,
  can: () => false,
  subscribe: () => () => undefined,
  onLogout: () => () => undefined,
  login: async () => ({ kind: 'failed', reason: 'unsupported' }),
  download: async () => false,
  scanDocument: async () => null,
  addCardToWallet: async () => false,
  openExternal: () => undefined,
  session: () => undefined,
  dispose: () => undefined,
};

/** Reads one message of the shell's: parsed by its schema, else null. */
export function readShellMessage(data: unknown): TShellToWeb | null {
  if (typeof data !== 'string' || data.length > 16 * 1024 * 1024) return null;
  try {
    const parsed = ZShellToWeb.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type TWaiting = { resolve: (a: TAnswer | null) => void; timer: unknown };

/** Requests waiting for the shell's answer by id; each ends with its answer or at its timeout. */
function pendingRequests(setTimer: (fn: () => void, ms: number) => unknown, clearTimer: (h: unknown) => void) {
  const pending = new Map<string, TWaiting>();
  return {
    wait(id: string, timeoutMs: number): Promise<TAnswer | null> {
      return new Promise((resolve) => {
        const timer = setTimer(() => {
          pending.delete(id);
          resolve(null);
        }, timeoutMs);
        pending.set(id, { resolve, timer });
      });
    },
    answer(message: TAnswer) {
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      pending.delete(message.id);
      clearTimer(waiting.timer);
      waiting.resolve(message);
    },
    cancelAll() {
      for (const w of pending.values()) {
        clearTimer(w.timer);
        w.resolve(null);
      }
      pending.clear();
    },
  };
}

/**
 * The portal's side of the bridge (spec 1 §1, spec 3 §4: the shell is initialised 100 ms after
 * start). Every message out is checked by `ZWebToShell` before it goes, every message in by
 * `ZShellToWeb` before anything reads it; requests wait for the answer with their id.
 */
export function createShellBridge(deps: TShellBridgeDeps): TShellBridge {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const newId = deps.newId ?? (() => crypto.randomUUID().replace(/-/g, ''));
  const { transport } = deps;
  const pending = pendingRequests(setTimer, clearTimer);
  const listeners = new Set<() => void>();
  const logoutListeners = new Set<() => void>();
  let kinds: readonly TShellKind[] = [];

  function send(message: TOutgoing): boolean {
    const parsed = ZWebToShell.safeParse({ v: SHELL_BRIDGE_VERSION, ...message });
    if (!parsed.success) deps.onRejected?.('out', message);
    if (!parsed.success || !transport) return false;
    transport.post(JSON.stringify(parsed.data));
    return true;
  }
  const request = async (message: TOutgoing & { id: string }, timeoutMs: number) =>
    send(message) ? pending.wait(message.id, timeoutMs) : null;

  const onMessage = (event: Event) => {
    const e = event as MessageEvent;
    // The bridge carries JSON text only: objects (another library's frame messages) are not ours.
    if (!transport?.isFromShell(e) || typeof e.data !== 'string') return;
    const message = readShellMessage(e.data);
    if (!message) return deps.onRejected?.('in', e.data);
    if (message.type === 'init') {
      kinds = message.kinds;
      for (const l of listeners) l();
    } else if (message.type === 'logout') for (const l of logoutListeners) l();
    else pending.answer(message);
  };
  deps.events.addEventListener('message', onMessage);
  const init = setTimer(() => {
    send({ type: 'ready', brand: deps.brand, language: deps.language() });
  }, SHELL_INIT_DELAY_MS);

  return {
    active: true,
    via: deps.via,
    can: (kind) => kinds.includes(kind),
    subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
    onLogout: (l) => (logoutListeners.add(l), () => void logoutListeners.delete(l)),
    async login() {
      const a = await request({ type: 'loginRequest', id: newId() }, SHELL_REQUEST_TIMEOUT_MS.login);
      if (a?.type === 'tokens') return { kind: 'tokens', accessToken: a.accessToken };
      return { kind: 'failed', reason: a?.type === 'result' ? (a.reason ?? 'failed') : 'failed' };
    },
    async download(file) {
      const a = await request({ type: 'download', id: newId(), file }, SHELL_REQUEST_TIMEOUT_MS.other);
      return a?.type === 'result' && a.ok;
    },
    async scanDocument(documentType) {
      const a = await request({ type: 'scanDocument', id: newId(), documentType }, SHELL_REQUEST_TIMEOUT_MS.login);
      return a?.type === 'scanned' ? a.file : null;
    },
    async addCardToWallet(cardId, last4) {
      const a = await request({ type: 'addCardToWallet', id: newId(), cardId, last4 }, SHELL_REQUEST_TIMEOUT_MS.other);
      return a?.type === 'result' && a.ok;
    },
    openExternal: (url) => void send({ type: 'openExternal', url }),
    session: (state) => void send({ type: 'session', state }),
    dispose() {
      clearTimer(init);
      deps.events.removeEventListener('message', onMessage);
      pending.cancelAll();
    },
  };
}
