import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/fake-api.ts';
import { createSessionStore } from '../session/session-store.ts';
import { startShell } from './start.ts';

const injected = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete injected.OpenPortalShell;
  delete document.documentElement.dataset.opShell;
  document.body.innerHTML = '';
});

function start() {
  const posted: Array<Record<string, unknown>> = [];
  injected.OpenPortalShell = { postMessage: (t: string) => posted.push(JSON.parse(t) as Record<string, unknown>) };
  const store = createSessionStore();
  const logout = vi.fn();
  const bridge = startShell({
    win: window,
    tabStorage: memoryStorage(),
    store,
    brand: 'paywave',
    language: () => 'en',
    logout,
  });
  return { posted, store, logout, bridge };
}

describe('the shell mode in the page', () => {
  it('changes nothing in a browser', () => {
    const bridge = startShell({
      win: window,
      tabStorage: memoryStorage(),
      store: createSessionStore(),
      brand: 'paywave',
      language: () => 'en',
      logout: () => undefined,
    });
    expect(bridge.active).toBe(false);
    expect(document.documentElement.dataset.opShell).toBeUndefined();
  });

  it('marks the layout, sends external links to the app and keeps portal links', () => {
    const { posted, bridge } = start();
    expect(document.documentElement.dataset.opShell).toBe('injected');
    document.body.innerHTML = `<a id="out" href="https://example.com/help">help</a><a id="in" href="${location.origin}/legal">legal</a>`;
    document.getElementById('out')!.click();
    document.getElementById('in')!.click();
    expect(posted.filter((m) => m.type === 'openExternal')).toEqual([
      { v: 1, type: 'openExternal', url: 'https://example.com/help' },
    ]);
    bridge.dispose();
  });

  it("tells the app of sign-in and sign-out, and signs out on the app's logout", () => {
    const { posted, store, logout, bridge } = start();
    store.getState().signedIn('token', 'cust-1', null as never);
    store.getState().signedOut('user');
    expect(posted.filter((m) => m.type === 'session').map((m) => m.state)).toEqual(['signedIn', 'signedOut']);
    store.getState().signedIn('token', 'cust-1', null as never);
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ v: 1, type: 'logout' }), origin: '' }));
    expect(logout).toHaveBeenCalledTimes(1);
    bridge.dispose();
  });
});
