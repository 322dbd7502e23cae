import { createContext, useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { TBrandManifest } from '@openportal/brand-kit';
import { appLanguage } from '@openportal/i18n';
import {
  ContractClientProvider,
  createInvalidator,
  type TClientContext,
  type TInvalidate,
} from '@openportal/contract-client';
import type { TApiClient } from './api/client.ts';
import type { TSessionController } from './session/session-controller.ts';
import type { TSessionStore } from './session/session-store.ts';
import { createSessionCore, type TSessionCore, type TSessionCoreDeps } from './session-core.ts';
import { createRealtimeBus, type TRealtimeBus } from './realtime/event-bus.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { followSession, NO_ANALYTICS, type TAnalyticsClient } from './analytics/index.ts';
import { NO_SHELL, type TShellBridge } from './shell/bridge.ts';

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
  /** What the contract client's hooks use (useCall, useCallMutation): see clientContext. */
  client: TClientContext;
  /** Product analytics (spec 3 §7): never awaited, never throws. */
  analytics: TAnalyticsClient;
  /** The mobile shell's bridge (spec 1 §1); NO_SHELL in a browser. */
  shell: TShellBridge;
}

export interface TServiceDeps extends Omit<TSessionCoreDeps, 'language'> {
  i18n: i18n;
  /** The session part already made by the first chunk (app/mount.tsx); made here when absent. */
  core?: TSessionCore;
  /** The shell's client posting to the sink; none (nothing sent) when absent, as in tests. */
  analytics?: TAnalyticsClient;
  /** The mobile shell's bridge (app/shell.tsx starts it); NO_SHELL when absent. */
  shell?: TShellBridge;
}

export function createServices(deps: TServiceDeps): TServices {
  const core = deps.core ?? createSessionCore({ ...deps, language: appLanguage(deps.i18n) });
  core.followLanguage(() => appLanguage(deps.i18n));
  const { api, store, session, storage, tabStorage } = core;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  store.subscribe((s, prev) => {
    if (s.status === 'signedOut' && prev.status !== 'signedOut') queryClient.clear();
  });
  const invalidate = createInvalidator(queryClient, deps.now);
  const analytics = deps.analytics ?? NO_ANALYTICS;
  followSession(store, analytics);
  return {
    analytics,
    shell: deps.shell ?? NO_SHELL,
    client: clientContext(api, invalidate, tabStorage),
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

/** How a failed read is asked again while it is shown. */
const RECOVERY_MS = 10_000;

/**
 * The portal's ways for the contract client's hooks: answers persisted in sessionStorage, failed
 * reads asked again every RECOVERY_MS, a write's failure shown by forms/failure-display.ts
 * (loaded with the first failure: the first page carries none of it).
 */
function clientContext(api: TApiClient, invalidate: TInvalidate, tabStorage: Storage): TClientContext {
  return {
    api,
    invalidate,
    sessionCache: { storage: tabStorage, prefix: STORAGE_KEYS.sessionCachePrefix },
    recoverMs: RECOVERY_MS,
    loadFailureDisplay: () => import('./forms/failure-display.ts').then((m) => m.failureDisplay),
  };
}

const ServicesContext = createContext<TServices | null>(null);

export function ServicesProvider({ services, children }: { services: TServices; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <QueryClientProvider client={services.queryClient}>
        <ContractClientProvider value={services.client}>{children}</ContractClientProvider>
      </QueryClientProvider>
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
