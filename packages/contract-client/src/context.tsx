import { createContext, useContext, type ReactNode } from 'react';
import type { TContractClient } from './api-client.ts';
import type { TInvalidate } from './invalidate.ts';
import type { TSessionCache } from './session-cache.ts';
import type { TApiError, TMessageKeys, TTranslate } from './types.ts';

/** How an app shows a write's failure and words a contract message. */
export interface TFailureDisplay {
  /** A contract message in the language shown, by the screen's table of message codes. */
  localise(message: string, keys: TMessageKeys, t: TTranslate): string;
  /** What no field took (the portal: the error popup, spec 1 §8). */
  show(error: TApiError, t: TTranslate | undefined): void;
}

/** What the hooks need from the app: its client, its invalidator, and the app's own ways. */
export interface TClientContext {
  api: Pick<TContractClient, 'call'>;
  invalidate: TInvalidate;
  /** Where persisted answers (dictionaries) are kept; none: kept in memory only. */
  sessionCache?: TSessionCache;
  /** How often a failed read is asked again while it is shown (the portal: 10 s); default never. */
  recoverMs?: number;
  /**
   * The app's display of a write's failure (the portal: its error popup and message tables),
   * loaded when a write first fails, so it costs the first page nothing.
   */
  loadFailureDisplay?: () => Promise<TFailureDisplay>;
}

const ClientContext = /* @__PURE__ */ createContext<TClientContext | null>(null);

export function ContractClientProvider({ value, children }: { value: TClientContext; children: ReactNode }) {
  return <ClientContext value={value}>{children}</ClientContext>;
}

export function useClientContext(): TClientContext {
  const c = useContext(ClientContext);
  if (!c) throw new Error('contract-client hooks outside ContractClientProvider');
  return c;
}
