import { createContext, useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { TBrandManifest } from '@openportal/brand-kit';
import { appLanguage } from '@openportal/i18n';
import { createApiClient, type TApiClient } from './api/client.ts';
import { readApiIndex } from './api/env.ts';
import { createSessionController, type TSessionController } from './session/session-controller.ts';
import { createSessionStore, type TSessionStore } from './session/session-store.ts';
import { createTabBroadcast, type TTabBroadcast } from './session/tab-broadcast.ts';
import { createInvalidator, type TInvalidate } from './query/invalidate.ts';
import { createRealtimeBus, type TRealtimeBus } from './realtime/event-bus.ts';

export interface TServices {
  manifest: TBrandManifest;
  i18n: i18n;
  api: TApiClient;
  store: TSessionStore;
  session: TSessionController;
  /** localStorage: language, API index, idle override. */
  storage: Storage;
  /** sessionStorage: the remembered path, session-cached answers (dictionaries). */
  tabStorage: Storage;
  /** Cached call answers (TanStack Query), cleared when the session ends. */
  queryClient: QueryClient;
  /** Marks calls' answers stale by call id (realtime handlers use it). */
  invalidate: TInvalidate;
  /** Realtime events for screens that wait for one (the socket emits here). */
  realtime: TRealtimeBus;
}

export interface TServiceDeps {
  manifest: TBrandManifest;
  i18n: i18n;
  fetch?: typeof fetch;
  storage?: Storage;
  tabStorage?: Storage;
  search?: string;
  now?: () => number;
  /** Default: a BroadcastChannel to this brand's other tabs. */
  tabs?: TTabBroadcast;
}

export function createServices(deps: TServiceDeps): TServices {
  const storage = deps.storage ?? globalThis.localStorage;
  const tabStorage = deps.tabStorage ?? globalThis.sessionStorage;
  const apiIndex = readApiIndex(deps.search ?? globalThis.location?.search ?? '', storage);
  const store = createSessionStore();
  let session: TSessionController | null = null;
  const api = createApiClient({
    fetch: deps.fetch ?? globalThis.fetch.bind(globalThis),
    session: store,
    language: () => appLanguage(deps.i18n),
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  store.subscribe((s, prev) => {
    if (s.status === 'signedOut' && prev.status !== 'signedOut') queryClient.clear();
  });
  const invalidate = createInvalidator(queryClient, deps.now);
  return {
    manifest: deps.manifest,
    i18n: deps.i18n,
    api,
    store,
    session,
    storage,
    tabStorage,
    queryClient,
    invalidate,
    realtime: createRealtimeBus(),
  };
}

const ServicesContext = createContext<TServices | null>(null);

export function ServicesProvider({ services, children }: { services: TServices; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext>
  );
}

export function usePortal(): TServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('usePortal outside ServicesProvider');
  return s;
}

/** Subscribes a component to a slice of the session store. */
export function useSession<T>(pick: (s: ReturnType<TSessionStore['getState']>) => T): T {
  return usePortal().store(pick);
}
