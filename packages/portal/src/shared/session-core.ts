import type { TBrandManifest } from '@openportal/brand-kit';
import type { TLanguage } from '@openportal/contract';
import { createApiClient, type TApiClient } from './api/client.ts';
import { readApiIndex } from './api/env.ts';
import { createSessionController, type TSessionController } from './session/session-controller.ts';
import { createSessionStore, type TSessionStore } from './session/session-store.ts';
import { createTabBroadcast, type TTabBroadcast } from './session/tab-broadcast.ts';

/**
 * The part of the services the page load needs before anything shows: the API client and the
 * session, so the session restore starts from the first chunk, while the rest of the app (i18n,
 * the query cache, the layouts: app/shell.tsx) is still on its way. No i18next, no TanStack Query.
 */
export interface TSessionCore {
  manifest: TBrandManifest;
  api: TApiClient;
  store: TSessionStore;
  session: TSessionController;
  /** localStorage: language, API index, idle override. */
  storage: Storage;
  /** sessionStorage: the remembered path, session-cached answers (dictionaries). */
  tabStorage: Storage;
  /** From now on calls carry the language `current` answers (the one shown, once i18n runs). */
  followLanguage(current: () => TLanguage): void;
}

export interface TSessionCoreDeps {
  manifest: TBrandManifest;
  /** The language calls carry until followLanguage is called. */
  language: TLanguage;
  fetch?: typeof fetch;
  storage?: Storage;
  tabStorage?: Storage;
  search?: string;
  now?: () => number;
  /** Default: a BroadcastChannel to this brand's other tabs. */
  tabs?: TTabBroadcast;
}

export function createSessionCore(deps: TSessionCoreDeps): TSessionCore {
  const storage = deps.storage ?? globalThis.localStorage;
  const tabStorage = deps.tabStorage ?? globalThis.sessionStorage;
  const apiIndex = readApiIndex(deps.search ?? globalThis.location?.search ?? '', storage);
  const store = createSessionStore();
  let language = () => deps.language;
  let session: TSessionController | null = null;
  const api = createApiClient({
    fetch: deps.fetch ?? globalThis.fetch.bind(globalThis),
    session: store,
    language: () => language(),
    apiIndex: () => apiIndex,
    onSessionLost: () => {
      void session?.logout('expired');
    },
  });
  session = createSessionController({
    api,
    store,
    storage,
    tabStorage,
    now: deps.now,
    tabs: deps.tabs ?? createTabBroadcast(),
  });
  return {
    manifest: deps.manifest,
    api,
    store,
    session,
    storage,
    tabStorage,
    followLanguage(current) {
      language = current;
    },
  };
}
