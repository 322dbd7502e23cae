import { TOKEN_REFRESH_THRESHOLD_MS } from '@openportal/contract';
import type { TApiClient } from '../api/client.ts';
import type { TApiResult } from '../api/types.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { tokenExpiryMs } from './jwt.ts';
import type { TLogoutReason, TSessionStore } from './session-store.ts';

export interface TSessionDeps {
  api: TApiClient;
  store: TSessionStore;
  /** Where the session hint lives (localStorage: shared by the tabs of this brand). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
}

const sessionCalls = () => import('../api/session-calls.ts');

/** When to refresh a token: TOKEN_REFRESH_THRESHOLD_MS before `exp` (spec 1 §4), never in the past. */
export function refreshDelayMs(token: string, now: number): number | null {
  const exp = tokenExpiryMs(token);
  return exp === null ? null : Math.max(0, exp - now - TOKEN_REFRESH_THRESHOLD_MS);
}

/**
 * Owns the session's life: sign-in (loads the customer acted for), restore on page load from the
 * refresh cookie, refresh before expiry, logout. Screens call it; guards read the store.
 */
export function createSessionController({ api, store, storage, now = Date.now }: TSessionDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(token: string | null) {
    clearTimeout(timer);
    if (!token) return;
    const delay = refreshDelayMs(token, now());
    if (delay === null) return;
    timer = setTimeout(() => {
      void api.refresh().then((ok) => {
        if (!ok) expire();
      });
    }, delay);
  }

  let lastToken: string | null = null;
  const unsubscribe = store.subscribe((s) => {
    if (s.accessToken !== lastToken) {
      lastToken = s.accessToken;
      schedule(s.accessToken);
    }
  });

  /** Adopts a token and loads who it acts for. False (and signed out) when that fails. */
  async function signIn(accessToken: string): Promise<TApiResult<unknown>> {
    store.getState().setToken(accessToken);
    const { userAccessInfoGet } = await sessionCalls();
    const info = await api.method(userAccessInfoGet, {});
    if (!info.ok) {
      store.getState().signedOut('expired');
      return info;
    }
    const u = info.data.userAccessInfo;
    store.getState().signedIn(store.getState().accessToken ?? accessToken, u.id, {
      accessList: u.accessList,
      isNeedKyc: u.isNeedKyc,
      taxResidencySelfCertificationDocumentStatus: u.taxResidencySelfCertificationDocumentStatus ?? null,
      customerAccessCount: info.data.customerAccesses.length,
    });
    storage.setItem(STORAGE_KEYS.sessionHint, '1');
    return info;
  }

  /**
   * Page load: the access token lives only in memory, the refresh cookie restores it. With no
   * hint of a session in this browser there is no cookie to try.
   */
  async function restore(): Promise<void> {
    if (storage.getItem(STORAGE_KEYS.sessionHint) === null) {
      store.getState().signedOut(null);
      return;
    }
    const { authRefresh } = await sessionCalls();
    const r = await api.rest(authRefresh, {});
    if (r.ok) await signIn(r.data.accessToken);
    else {
      storage.removeItem(STORAGE_KEYS.sessionHint);
      store.getState().signedOut(null);
    }
  }

  function expire() {
    void logout('expired');
  }

  async function logout(reason: TLogoutReason): Promise<void> {
    clearTimeout(timer);
    const hadSession = store.getState().accessToken !== null || reason === 'activation';
    storage.removeItem(STORAGE_KEYS.sessionHint);
    store.getState().signedOut(reason);
    if (hadSession) {
      const { authLogout } = await sessionCalls();
      await api.rest(authLogout, {});
    }
  }

  function dispose() {
    clearTimeout(timer);
    unsubscribe();
  }

  return { signIn, restore, logout, dispose };
}
export type TSessionController = ReturnType<typeof createSessionController>;
