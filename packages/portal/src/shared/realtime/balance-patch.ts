import type { QueryClient } from '@tanstack/react-query';
import type { TAccount, TCallId, TRealtimeEvent } from '@openportal/contract';

/** balanceInquiry's cache id: the call a BalanceChanged with balances patches instead of asking again. */
export const BALANCES_CALL: TCallId = 'balanceInquiry';

type TAccountsAnswer = { accounts: TAccount[] };

/**
 * A BalanceChanged that carries its balances (issue 25) patches every cached balanceInquiry
 * answer in place: no call. Per account the highest `version` seen wins, so an event that
 * arrives after a newer one changes nothing. Answers whether the cache is now up to date for
 * the event; false (no balances, or an account no cached answer lists yet, e.g. one just
 * opened) means the caller asks balanceInquiry again.
 */
export function createBalancePatcher(queryClient: QueryClient) {
  const versions = new Map<number, number>();
  return (event: TRealtimeEvent): boolean => {
    if (event.type !== 'BalanceChanged' || event.balances === undefined) return false;
    const fresh = event.balances.filter((u) => (versions.get(u.accountId) ?? -1) < u.version);
    for (const u of fresh) versions.set(u.accountId, u.version);
    const byId = new Map(fresh.map((u) => [u.accountId, u]));
    const listed = new Set<number>();
    queryClient.setQueriesData<TAccountsAnswer>({ queryKey: [BALANCES_CALL] }, (old) => {
      if (!old) return old;
      for (const a of old.accounts) if (a.customerId === event.customerId) listed.add(a.accountId);
      if (byId.size === 0) return old;
      return {
        ...old,
        accounts: old.accounts.map((a) => {
          const u = a.customerId === event.customerId ? byId.get(a.accountId) : undefined;
          return u ? { ...a, balance: u.balance, pendingAmount: u.pendingAmount } : a;
        }),
      };
    });
    return event.balances.every((u) => listed.has(u.accountId)) && event.accountIds.every((id) => listed.has(id));
  };
}
