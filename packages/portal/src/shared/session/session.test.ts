import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '@openportal/contract';
import { createApiClient } from '../api/client.ts';
import { ACCESS_INFO, fakeFetch, jwt, memoryStorage, ok } from '../../test/fake-api.ts';
import { idleTimeoutMs, watchIdle } from './idle.ts';
import { tokenExpiryMs } from './jwt.ts';
import { createSessionController, refreshDelayMs } from './session-controller.ts';
import { createSessionStore, type TLogoutReason } from './session-store.ts';
import type { TTabBroadcast } from './tab-broadcast.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

const nowS = () => Math.floor(Date.now() / 1000);

const expired = { status: 401, json: { responseCode: 'AU', responseDescription: 'Session expired' } };

/** A session controller over a fake API whose refresh answers `refresh(n)` on its n-th call. */
function sessionWith(refresh: (n: number) => { status?: number; json: unknown }, tabs?: TTabBroadcast) {
  let refreshes = 0;
  const { fetch } = fakeFetch({
    '/auth/refresh': () => refresh(++refreshes),
    '/auth/logout': () => ({ json: {} }),
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
  });
  const store = createSessionStore();
  const storage = memoryStorage();
  const api = createApiClient({
    fetch,
    session: store,
    language: () => 'en',
    apiIndex: () => null,
    onSessionLost: () => {},
  });
  const session = createSessionController({ api, store, storage, tabs });
  return { store, storage, session, refreshes: () => refreshes };
}

describe('refresh timing', () => {
  it('reads exp and refreshes 10 s before it', () => {
    const token = jwt(nowS() + 60);
    expect(tokenExpiryMs(token)).toBe((nowS() + 60) * 1000);
    expect(refreshDelayMs(token, Date.now())).toBe(50_000);
    expect(refreshDelayMs(jwt(nowS() + 5), Date.now())).toBe(0);
    expect(refreshDelayMs('not-a-jwt', Date.now())).toBeNull();
  });

  it('refreshes when under 10 s remain and logs out when the refresh fails', async () => {
    const t = sessionWith((n) => (n === 1 ? { json: { accessToken: jwt(nowS() + 60) } } : expired));
    const { store, session } = t;
    await session.signIn(jwt(nowS() + 30));
    expect(store.getState().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(t.refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.refreshes()).toBe(1);
    expect(tokenExpiryMs(store.getState().accessToken!)).toBe((nowS() + 60) * 1000);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(t.refreshes()).toBe(2);
    expect(store.getState()).toMatchObject({ status: 'signedOut', accessToken: null, lastLogout: 'expired' });
    session.dispose();
  });
});

describe('restore on page load', () => {
  const setup = (refreshStatus: 200 | 401) =>
    sessionWith(() => (refreshStatus === 200 ? { json: { accessToken: jwt(nowS() + 300) } } : expired));

  it('asks for no refresh when this browser never signed in', async () => {
    const t = setup(200);
    await t.session.restore();
    expect(t.refreshes()).toBe(0);
    expect(t.store.getState().status).toBe('signedOut');
    t.session.dispose();
  });

  it('restores after a sign-in, forgets the hint on logout and on a failed refresh', async () => {
    const t = setup(200);
    await t.session.signIn(jwt(nowS() + 300));
    expect(t.storage.getItem('op:session')).toBe('1');
    await t.session.restore();
    expect(t.refreshes()).toBe(1);
    expect(t.store.getState().status).toBe('signedIn');
    await t.session.logout('user');
    expect(t.storage.getItem('op:session')).toBeNull();
    t.session.dispose();

    const failing = setup(401);
    failing.storage.setItem('op:session', '1');
    await failing.session.restore();
    expect(failing.refreshes()).toBe(1);
    expect(failing.store.getState().status).toBe('signedOut');
    expect(failing.storage.getItem('op:session')).toBeNull();
    failing.session.dispose();
  });

  it('keeps the session through a blip at reload: a refresh that finds the API down is asked again', async () => {
    const down = { status: 503, json: {} };
    const t = sessionWith((n) => (n <= 2 ? down : { json: { accessToken: jwt(nowS() + 300) } }));
    t.storage.setItem('op:session', '1');
    const restoring = t.session.restore();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.store.getState().status).toBe('unknown');
    await vi.advanceTimersByTimeAsync(2_000);
    await restoring;
    expect(t.refreshes()).toBe(3);
    expect(t.store.getState().status).toBe('signedIn');
    expect(t.storage.getItem('op:session')).toBe('1');
    t.session.dispose();
  });
});

describe('the customer a tab acts for', () => {
  /** A restore whose tab stored `stored`; the API knows customers cust-1 (default) and co-2. */
  async function restoreWith(stored: string) {
    const { fetch, calls } = fakeFetch({
      '/auth/refresh': () => ({ json: { accessToken: jwt(nowS() + 300) } }),
      'method:userAccessInfoGet': (_b, h) => {
        const id = h['Customer-Id'] ?? 'cust-1';
        if (id !== 'cust-1' && id !== 'co-2')
          return { status: 403, json: { responseCode: 'ENOA', responseDescription: 'No access to this customer' } };
        return ok({ ...ACCESS_INFO, userAccessInfo: { ...ACCESS_INFO.userAccessInfo, id } });
      },
    });
    const store = createSessionStore();
    const storage = memoryStorage();
    const tabStorage = memoryStorage();
    storage.setItem('op:session', '1');
    tabStorage.setItem('op:actingFor', stored);
    const api = createApiClient({
      fetch,
      session: store,
      language: () => 'en',
      apiIndex: () => null,
      onSessionLost: () => {},
    });
    const session = createSessionController({ api, store, storage, tabStorage });
    await session.restore();
    session.dispose();
    return { state: store.getState(), tabStorage, calls };
  }

  it('is restored on reload when the user still acts for it', async () => {
    const { state } = await restoreWith('co-2');
    expect([state.status, state.customerId, state.access?.actingForLost]).toEqual(['signedIn', 'co-2', undefined]);
  });

  it('falls back to the default, visibly, when its access is gone', async () => {
    const { state, tabStorage } = await restoreWith('gone-3');
    expect([state.status, state.customerId, state.access?.actingForLost]).toEqual(['signedIn', 'cust-1', true]);
    expect(tabStorage.getItem('op:actingFor')).toBeNull();
  });
});

describe('idle logout', () => {
  it('fires after the timeout without activity, and activity postpones it', async () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = watchIdle({ timeoutMs: 60_000, onIdle, target });
    await vi.advanceTimersByTimeAsync(40_000);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointermove'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
  it('is 15 minutes unless a shorter positive override is stored', () => {
    const s = memoryStorage();
    expect(idleTimeoutMs(s)).toBe(IDLE_TIMEOUT_MS);
    s.setItem('op:idleTimeoutMs', '3000');
    expect(idleTimeoutMs(s)).toBe(3000);
    s.setItem('op:idleTimeoutMs', String(IDLE_TIMEOUT_MS * 4));
    expect(idleTimeoutMs(s)).toBe(IDLE_TIMEOUT_MS);
    s.setItem('op:idleTimeoutMs', '-5');
    expect(idleTimeoutMs(s)).toBe(IDLE_TIMEOUT_MS);
  });
  it('is the brand’s shorter timeout when it sets one (PSD2: 5 minutes), and a test may shorten that', () => {
    const s = memoryStorage();
    expect(idleTimeoutMs(s, 5)).toBe(5 * 60_000);
    s.setItem('op:idleTimeoutMs', String(10 * 60_000));
    expect(idleTimeoutMs(s, 5)).toBe(5 * 60_000);
    s.setItem('op:idleTimeoutMs', '3000');
    expect(idleTimeoutMs(s, 5)).toBe(3000);
  });
  it('counts activity in any tab of the browser: a quiet tab stays signed in while another is used', async () => {
    const shared = memoryStorage();
    const quietTab = new EventTarget();
    const busyTab = new EventTarget();
    const onIdle = vi.fn();
    const stopQuiet = watchIdle({ timeoutMs: 60_000, onIdle, target: quietTab, shared });
    const stopBusy = watchIdle({ timeoutMs: 60_000, onIdle: () => {}, target: busyTab, shared });
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(30_000);
      busyTab.dispatchEvent(new Event('keydown'));
    }
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stopQuiet();
    stopBusy();
  });
});

/** Tabs of one brand in one browser: what one posts, the others hear (as a BroadcastChannel does). */
function browserTabs(): () => TTabBroadcast {
  const listeners = new Set<(reason: TLogoutReason) => void>();
  return () => {
    const own = new Set<(reason: TLogoutReason) => void>();
    return {
      loggedOut: (reason) => listeners.forEach((l) => !own.has(l) && l(reason)),
      onLoggedOut(listener) {
        own.add(listener);
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  };
}

describe('logout across tabs', () => {
  it("signs the brand's other tabs out when one tab logs out, without a second logout call", async () => {
    const tab = browserTabs();
    const a = sessionWith(() => expired, tab());
    const b = sessionWith(() => expired, tab());
    await a.session.signIn(jwt(nowS() + 600));
    await b.session.signIn(jwt(nowS() + 600));
    await a.session.logout('user');
    expect(a.store.getState().status).toBe('signedOut');
    expect(b.store.getState().status).toBe('signedOut');
    expect(b.store.getState().lastLogout).toBe('user');
    // b refreshes no more: its timer stopped with the session.
    await vi.advanceTimersByTimeAsync(700_000);
    expect(b.refreshes()).toBe(0);
  });
});
