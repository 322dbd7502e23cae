import { balanceInquiry, CLOSED_ACCOUNT_STATUS, type TAccount } from '@openportal/contract';
import { type TApiError, useCall } from '@openportal/contract-client';

export interface TAccountsState {
  accounts: TAccount[];
  loading: boolean;
  error: TApiError | null;
  retry: () => void;
}

const EMPTY: TAccount[] = [];

/**
 * The customer's open accounts: one cached balanceInquiry shared by every screen (fresh for
 * ACCOUNTS_CACHE_MS; realtime money events invalidate it, throttled by ACCOUNTS_THROTTLE_MS).
 */
export function useAccounts(): TAccountsState {
  const q = useCall(balanceInquiry, {});
  const accounts = q.data?.accounts.filter((a) => a.accountStatusId !== CLOSED_ACCOUNT_STATUS) ?? EMPTY;
  return { accounts, loading: q.isPending, error: q.error?.error ?? null, retry: () => void q.refetch() };
}
