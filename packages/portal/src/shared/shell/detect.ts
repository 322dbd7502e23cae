import { SHELL_INJECTED_OBJECT, SHELL_QUERY_FLAG, SHELL_USER_AGENT_TOKEN } from '@openportal/contract';

/** sessionStorage: '1' once this tab started in the shell, so a reload inside it stays in the mode. */
export const SHELL_TAB_KEY = 'op:shell';

/** How the shell was found (docs/decisions/mobile-shell.md): none of them, the portal is a web page. */
export type TShellVia = 'injected' | 'userAgent' | 'query' | null;

/** Where a message to the shell goes, and which `message` events are the shell's. */
export interface TShellTransport {
  post(text: string): void;
  isFromShell(event: MessageEvent): boolean;
}

type TPostTarget = { postMessage: (text: string) => void };

/** What the detection reads of the page (the window, in the app). */
export interface TShellWindow {
  location: { search: string; origin: string };
  navigator: { userAgent: string };
  parent: unknown;
  [key: string]: unknown;
}

function injectedObject(win: TShellWindow): TPostTarget | null {
  for (const name of [SHELL_INJECTED_OBJECT, 'ReactNativeWebView']) {
    const o = win[name] as Partial<TPostTarget> | undefined;
    if (o && typeof o.postMessage === 'function') return o as TPostTarget;
  }
  return null;
}

/**
 * Spec 1 §1 mobile-app wrapper mode, found in this order: an object the app injected
 * (`window.OpenPortalShell` or React Native's `ReactNativeWebView`), the app's user-agent token
 * (`OpenPortalShell/<version>`), or the entry query flag `?shell=1` (kept for the tab; `?shell=0`
 * ends it).
 */
export function detectShell(
  win: TShellWindow,
  tabStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): TShellVia {
  const flag = new URLSearchParams(win.location.search).get(SHELL_QUERY_FLAG);
  if (flag === '0') tabStorage.removeItem(SHELL_TAB_KEY);
  if (flag === '1') tabStorage.setItem(SHELL_TAB_KEY, '1');
  if (injectedObject(win)) return 'injected';
  if (new RegExp(`\\b${SHELL_USER_AGENT_TOKEN}/\\d`).test(win.navigator.userAgent)) return 'userAgent';
  return tabStorage.getItem(SHELL_TAB_KEY) === '1' ? 'query' : null;
}

/**
 * The way to the shell: the injected object (the app answers with a `message` event of no origin
 * and no source, as React Native's web view does), else, in a frame (the shell simulator), the
 * parent window of this same origin. None: the mode's layout only, every request unsupported.
 */
export function findTransport(win: TShellWindow): TShellTransport | null {
  const injected = injectedObject(win);
  if (injected)
    return {
      post: (text) => injected.postMessage(text),
      isFromShell: (e) => e.source === null && (e.origin === '' || e.origin === win.location.origin),
    };
  const parent = win.parent as { postMessage: (text: string, origin: string) => void } | null;
  if (parent && (parent as unknown) !== win)
    return {
      post: (text) => parent.postMessage(text, win.location.origin),
      isFromShell: (e) => e.source === parent && e.origin === win.location.origin,
    };
  return null;
}
