import { createContext, useContext, type ReactNode } from 'react';
import type { TAdminApi } from './client.ts';
import type { TSession } from './session.ts';

export interface TServices {
  api: TAdminApi;
  session: TSession;
}

const Services = createContext<TServices | null>(null);

export function ServicesProvider({ value, children }: { value: TServices; children: ReactNode }) {
  return <Services.Provider value={value}>{children}</Services.Provider>;
}

/** The API client and the session of the running app. */
export function useServices(): TServices {
  const s = useContext(Services);
  if (!s) throw new Error('useServices outside ServicesProvider');
  return s;
}
