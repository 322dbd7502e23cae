import { normalizeResponse, type TLanguage } from '@openportal/contract';
import { createContractClient } from '@openportal/contract-client';
import type { TSessionStore } from '../session/session-store.ts';

export interface TApiDeps {
  fetch: typeof fetch;
  session: TSessionStore;
  language: () => TLanguage;
  apiIndex: () => string | null;
  /** Called when a signed-in call still answers 401: the gateway already refreshed and retried once. */
  onSessionLost: () => void;
  /** Where the gateway serves the API (same origin): '/api'. */
  base?: string;
}

/**
 * The portal's client of the contract (@openportal/contract-client) on its session store: the
 * bearer and acting customer from the session, a renewed token kept, answers normalised by
 * spec 1 §5, the API index override sent. The portal never refreshes on a 401 itself; it only
 * refreshes ahead of expiry (`refresh`, see session-controller).
 */
export function createApiClient(deps: TApiDeps) {
  const client = createContractClient({
    fetch: deps.fetch,
    token: () => deps.session.getState().accessToken,
    customerId: () => deps.session.getState().customerId,
    onToken: (token) => deps.session.getState().setToken(token),
    onSessionLost: deps.onSessionLost,
    language: deps.language,
    extraHeaders: (): Record<string, string> => {
      const index = deps.apiIndex();
      return index ? { 'x-api-index': index } : {};
    },
    normalize: (json) => normalizeResponse(json),
    base: deps.base,
  });

  /** Refresh ahead of expiry (the refresh cookie): one at a time, concurrent callers share it. */
  let refreshing: Promise<boolean> | null = null;
  function refresh(): Promise<boolean> {
    refreshing ??= import('./session-calls.ts')
      .then(({ authRefresh }) => client.call(authRefresh, {}))
      .then((r) => {
        if (r.ok) deps.session.getState().setToken(r.data.accessToken);
        return r.ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }
  return { ...client, refresh };
}
export type TApiClient = ReturnType<typeof createApiClient>;
