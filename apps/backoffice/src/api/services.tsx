import { createContext, useContext, type ReactNode } from 'react';
import type { TContractClient } from '@openportal/contract-client';
import type { TSession } from './session.ts';

export interface TServices {
  /** The contract's client (@openportal/contract-client) on the operator's session. */
  api: Pick<TContractClient, 'call'>;
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
