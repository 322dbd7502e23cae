import { useSyncExternalStore } from 'react';

/** Where the operator's session token is kept: this tab only, gone when it closes. */
export const TOKEN_KEY = 'op-backoffice-token';

export interface TSession {
  token(): string | null;
  set(token: string | null): void;
  subscribe(listener: () => void): () => void;
}

/** The session token in sessionStorage (never a cookie, never localStorage), with listeners. */
export function createSession(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TSession {
  const listeners = new Set<() => void>();
  let current = storage.getItem(TOKEN_KEY);
  return {
    token: () => current,
    set(token) {
      current = token;
      if (token) storage.setItem(TOKEN_KEY, token);
      else storage.removeItem(TOKEN_KEY);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The current token, re-rendering when it changes. */
export function useToken(session: TSession): string | null {
  return useSyncExternalStore(session.subscribe, session.token, session.token);
}
