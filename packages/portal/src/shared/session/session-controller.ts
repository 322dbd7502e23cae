import { TOKEN_REFRESH_THRESHOLD_MS, CUSTOMER_KINDS, type userAccessInfoGet } from '@openportal/contract';
import type { TApiClient } from '../api/client.ts';
import type { TApiResult, TMethodResponse } from '@openportal/contract-client';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { tokenExpiryMs } from './jwt.ts';
import type { TAccessSummary, TLogoutReason, TSessionStore } from './session-store.ts';
import type { TTabBroadcast } from './tab-broadcast.ts';

export interface TSessionDeps {
  api: TApiClient;
  store: TSessionStore;
  /** Where the session hint lives (localStorage: shared by the tabs of this brand). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /** This brand's other tabs: a logout here signs them out too (and theirs this one). */
  tabs?: TTabBroadcast;
  /** This tab's storage (sessionStorage): the customer it acts for survives a reload. */
  tabStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const sessionCalls = () => import('../api/session-calls.ts');

/** When to refresh a token: TOKEN_REFRESH_THRESHOLD_MS before `exp` (spec 1 §4), never in the past. */
export function refreshDelayMs(token: string, now: number): number | null {
  const exp = tokenExpiryMs(token);
  return exp === null ? null : Math.max(0, exp - now - TOKEN_REFRESH_THRESHOLD_MS);
}

/** What the guards read of userAccessInfoGet's answer. */
export function accessSummary(data: TMethodResponse<typeof userAccessInfoGet>): TAccessSummary {
  const u = data.userAccessInfo;
  return {
    accessList: u.accessList,
    isNeedKyc: u.isNeedKyc,
    taxResidencySelfCertificationDocumentStatus: u.taxResidencySelfCertificationDocumentStatus ?? null,
    customerAccessCount: data.customerAccesses.length,
    isBusiness: data.customerAccesses.some((a) => a.id === u.id && a.customerType !== CUSTOMER_KINDS.personal),
    accessRights: u.accessRights,
    customerName: u.customerName,
  };
}

/** Waits before the page load's refresh is asked again: 1, 2, 4, 8, 16 s (about half a minute). */
const RESTORE_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const;

/**
 * The page load's refresh, asked again while the API is unreachable or failing (no answer, 5xx),
 * so a reload during a blip keeps the session instead of signing the user out as expired.
 */
async function refreshOnLoad(api: TApiClient) {
  const { authRefresh } = await sessionCalls();
  for (let attempt = 0; ; attempt++) {
    const r = await api.rest(authRefresh, {});
    const transient = !r.ok && (r.error.httpStatus === 0 || r.error.httpStatus >= 500);
    const wait = RESTORE_RETRY_MS[attempt];
    if (!transient || wait === undefined) return r;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Another tab ended the session (its logout revoked the refresh cookie both share): so does this one. */
function endedElsewhere(store: TSessionStore, reason: TLogoutReason) {
  if (store.getState().status === 'signedIn') store.getState().signedOut(reason === 'idle' ? 'idle' : 'user');
}

/**
 * userAccessInfoGet for `wanted` (this tab's earlier choice), or for the user's default when
 * there is none or its access is gone (`lost`: the tab's choice is forgotten).
 */
async function loadAccess(
  api: TApiClient,
  store: TSessionStore,
  wanted: string | null,
  tabStorage: TSessionDeps['tabStorage'],
) {
  const { userAccessInfoGet } = await sessionCalls();
  if (wanted) store.setState({ customerId: wanted });
  let info = await api.method(userAccessInfoGet, {});
  const lost = wanted !== null && !info.ok && info.error.httpStatus !== 0 && info.error.httpStatus < 500;
  if (lost) {
    tabStorage?.removeItem(STORAGE_KEYS.actingFor);
    store.setState({ customerId: null });
    info = await api.method(userAccessInfoGet, {});
  }
  return { info, lost };
}

/**
 * Owns the session's life: sign-in (loads the customer acted for), restore on page load from the
 * refresh cookie, refresh before expiry, logout. Screens call it; guards read the store.
 */
export function createSessionController({ api, store, storage, now = Date.now, tabs, tabStorage }: TSessionDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopHearing = tabs?.onLoggedOut((reason) => endedElsewhere(store, reason));

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

  /**
   * Adopts a token and loads who it acts for: `wanted` (this tab's earlier choice, on a reload)
   * when the user still has access to it, else the user's default, saying so (actingForLost).
   * Signed out when neither loads.
   */
  async function signIn(accessToken: string, wanted: string | null = null): Promise<TApiResult<unknown>> {
    store.getState().setToken(accessToken);
    const { info, lost } = await loadAccess(api, store, wanted, tabStorage);
    if (!info.ok) {
      store.getState().signedOut('expired');
      return info;
    }
    const summary = { ...accessSummary(info.data), ...(lost ? { actingForLost: true } : {}) };
    store.getState().signedIn(store.getState().accessToken ?? accessToken, info.data.userAccessInfo.id, summary);
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
    const r = await refreshOnLoad(api);
    if (r.ok) await signIn(r.data.accessToken, tabStorage?.getItem(STORAGE_KEYS.actingFor) ?? null);
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
    tabStorage?.removeItem(STORAGE_KEYS.actingFor);
    store.getState().signedOut(reason);
    if (reason !== 'activation') tabs?.loggedOut(reason);
    if (hadSession) {
      const { authLogout } = await sessionCalls();
      await api.rest(authLogout, {});
    }
  }

  function dispose() {
    clearTimeout(timer);
    unsubscribe();
    stopHearing?.();
  }

  return { signIn, restore, logout, dispose };
}
export type TSessionController = ReturnType<typeof createSessionController>;
