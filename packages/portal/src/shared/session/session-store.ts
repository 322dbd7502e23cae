import { create } from 'zustand';

export type TSessionStatus = 'unknown' | 'signedOut' | 'signedIn';
export type TLogoutReason = 'user' | 'idle' | 'expired' | 'activation';

export interface TSessionState {
  status: TSessionStatus;
  /** Lives only in memory; the refresh token is the gateway's httpOnly cookie. */
  accessToken: string | null;
  /** The customer acted for (Customer-Id header), from userAccessInfoGet. */
  customerId: string | null;
  lastLogout: TLogoutReason | null;
  setToken: (token: string) => void;
  signedIn: (token: string, customerId: string) => void;
  signedOut: (reason: TLogoutReason | null) => void;
}

export function createSessionStore() {
  return create<TSessionState>()((set) => ({
    status: 'unknown',
    accessToken: null,
    customerId: null,
    lastLogout: null,
    setToken: (accessToken) => set({ accessToken }),
    signedIn: (accessToken, customerId) => set({ status: 'signedIn', accessToken, customerId, lastLogout: null }),
    signedOut: (lastLogout) => set({ status: 'signedOut', accessToken: null, customerId: null, lastLogout }),
  }));
}
export type TSessionStore = ReturnType<typeof createSessionStore>;
