import type { TSessionStore } from '../session/session-store.ts';
import { createShellBridge, NO_SHELL, type TShellBridge } from './bridge.ts';
import { detectShell, findTransport, type TShellWindow } from './detect.ts';

/** A link that leaves the portal's origin (or asks for a new window) goes to the app's browser. */
export function externalHref(anchor: HTMLAnchorElement, origin: string): string | null {
  const href = anchor.href;
  if (!/^https?:/i.test(href)) return null;
  return new URL(href).origin !== origin || anchor.target === '_blank' ? href : null;
}

/**
 * Starts the shell mode when the page is in the app (detect.ts): the bridge, the mode's layout
 * (`data-op-shell` on the root element: frame.css), external links through the app, the session's
 * changes told to it, and its logout heard. Elsewhere: NO_SHELL, nothing changes.
 */
export function startShell(opts: {
  win: Window;
  tabStorage: Storage;
  store: TSessionStore;
  brand: string;
  language: () => string;
  logout: () => void;
}): TShellBridge {
  const { win, store } = opts;
  const view = win as unknown as TShellWindow;
  const via = detectShell(view, opts.tabStorage);
  if (via === null) return NO_SHELL;
  const bridge = createShellBridge({
    via,
    transport: findTransport(view),
    events: win,
    brand: opts.brand,
    language: opts.language,
    onRejected: (direction) => console.warn(`shell bridge: a message ${direction} did not parse; dropped`),
  });
  win.document.documentElement.dataset.opShell = via;
  win.document.addEventListener('click', (e) => {
    const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
    const href = anchor ? externalHref(anchor, win.location.origin) : null;
    if (href === null) return;
    e.preventDefault();
    bridge.openExternal(href);
  });
  store.subscribe((s, prev) => {
    if (s.status !== prev.status && (s.status === 'signedIn' || s.status === 'signedOut')) bridge.session(s.status);
  });
  bridge.onLogout(() => {
    if (store.getState().status === 'signedIn') opts.logout();
  });
  return bridge;
}
