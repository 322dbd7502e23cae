import { useEffect, useState } from 'react';
import { balanceInquiry, CLOSED_ACCOUNT_STATUS, type TAccount } from '@openportal/contract';
import type { TApiError } from '../../shared/api/types.ts';
import { useLiveData } from '../../shared/data/live-data.ts';
import { usePortal } from '../../shared/services.tsx';

export interface TAccountsState {
  accounts: TAccount[];
  loading: boolean;
  error: TApiError | null;
}

/** The customer's open accounts; refetched when a realtime money event arrives or `reloadKey` changes. */
export function useAccounts(reloadKey = 0): TAccountsState {
  const { api } = usePortal();
  const version = useLiveData((s) => s.version);
  const [state, setState] = useState<TAccountsState>({ accounts: [], loading: true, error: null });
  useEffect(() => {
    let live = true;
    void api.method(balanceInquiry, {}).then((r) => {
      if (!live) return;
      if (r.ok)
        setState({
          accounts: r.data.accounts.filter((a) => a.accountStatusId !== CLOSED_ACCOUNT_STATUS),
          loading: false,
          error: null,
        });
      else setState((s) => ({ ...s, loading: false, error: r.error }));
    });
    return () => {
      live = false;
    };
  }, [api, version, reloadKey]);
  return state;
}
