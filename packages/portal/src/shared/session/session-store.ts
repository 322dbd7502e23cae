import { create } from 'zustand';

/** What the start page and the guards read of userAccessInfoGet (spec 1 §3 Customer access info). */
export interface TAccessSummary {
  accessList: readonly string[];
  isNeedKyc: boolean;
  taxResidencySelfCertificationDocumentStatus: string | null;
  customerAccessCount: number;
  /** The customer acted for is a business (its features: contracts, merchant account). */
  isBusiness: boolean;
  /** userAccessInfo.accessRights of the customer acted for (5: an authorised business user). */
  accessRights?: number;
  /** The name of the customer acted for (shown on every money screen). */
  customerName?: string;
  /** This tab's chosen customer could not be restored on load (access gone): acting for the default. */
  actingForLost?: boolean;
}

export type TSessionStatus = 'unknown' | 'signedOut' | 'signedIn';
export type TLogoutReason = 'user' | 'idle' | 'expired' | 'activation';

export interface TSessionState {
  status: TSessionStatus;
  /** Lives only in memory; the refresh token is the gateway's httpOnly cookie. */
  accessToken: string | null;
  /** The customer acted for (Customer-Id header), from userAccessInfoGet. */
  customerId: string | null;
  lastLogout: TLogoutReason | null;
  access: TAccessSummary | null;
  setToken: (token: string) => void;
  signedIn: (token: string, customerId: string, access?: TAccessSummary | null) => void;
  signedOut: (reason: TLogoutReason | null) => void;
}

export function createSessionStore() {
  return create<TSessionState>()((set) => ({
    status: 'unknown',
    accessToken: null,
    customerId: null,
    lastLogout: null,
    access: null,
    setToken: (accessToken) => set({ accessToken }),
    signedIn: (accessToken, customerId, access = null) =>
      set({ status: 'signedIn', accessToken, customerId, lastLogout: null, access }),
    signedOut: (lastLogout) =>
      set({ status: 'signedOut', accessToken: null, customerId: null, lastLogout, access: null }),
  }));
}
export type TSessionStore = ReturnType<typeof createSessionStore>;
