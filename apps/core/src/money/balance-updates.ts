import { formatMinor, type TBalanceUpdate, type TCurrencyCode, type TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

type TBalanceChanged = Extract<TRealtimeDelivery['event'], { type: 'BalanceChanged' }>;

const needsBalances = (d: TRealtimeDelivery): d is TRealtimeDelivery & { event: TBalanceChanged } =>
  d.event.type === 'BalanceChanged' && d.event.balances === undefined;

/**
 * BalanceChanged deliveries get the new balances of their accounts (issue 25: tabs patch their
 * cached balanceInquiry instead of asking again), read in the writing transaction with ONE
 * statement for all of them. The writer has just changed those balance rows and holds their
 * locks, so the version each gets (realtime_balance_version) is above every earlier change's and
 * below every later one's. Other deliveries pass unchanged.
 */
export async function withBalances(
  tx: Queryable,
  deliveries: readonly TRealtimeDelivery[],
): Promise<TRealtimeDelivery[]> {
  const ids = new Set(deliveries.filter(needsBalances).flatMap((d) => d.event.accountIds));
  if (ids.size === 0) return [...deliveries];
  const r = await tx.query<{ account_id: bigint; currency: string; posted: bigint; held: bigint; version: bigint }>(
    `SELECT b.account_id, a.currency, b.posted_minor AS posted, b.held_minor AS held,
            nextval('realtime_balance_version') AS version
       FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.account_id
      WHERE b.account_id = ANY($1::int8[])`,
    [[...ids].map(String)],
  );
  const byId = new Map<number, TBalanceUpdate>();
  for (const row of r.rows) {
    const currency = row.currency as TCurrencyCode;
    byId.set(Number(row.account_id), {
      accountId: Number(row.account_id),
      balance: formatMinor(BigInt(row.posted), currency),
      pendingAmount: formatMinor(BigInt(row.held), currency),
      version: Number(row.version),
    });
  }
  return deliveries.map((d) =>
    needsBalances(d)
      ? { ...d, event: { ...d.event, balances: d.event.accountIds.flatMap((id) => byId.get(id) ?? []) } }
      : d,
  );
}
