import type { Queryable } from '@openportal/db';
import { int8List } from './rows.ts';
import type { TLedgerAccountStatus } from './types.ts';

export interface TBalanceRow {
  postedMinor: bigint;
  heldMinor: bigint;
  /** Read under the lock, so a status change committed meanwhile is seen. */
  status: TLedgerAccountStatus;
}

export interface TDelta {
  postedMinor: bigint;
  heldMinor: bigint;
}

/**
 * Locks the balance rows of the given accounts in ascending id order (a fixed order, so two
 * movements never wait on each other in a cycle). Unbounded accounts have no row: they are
 * not locked and not returned.
 */
export async function lockBalances(q: Queryable, accountIds: readonly bigint[]): Promise<Map<bigint, TBalanceRow>> {
  const sorted = [...new Set(accountIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const r = await q.query<{
    account_id: bigint;
    posted_minor: bigint;
    held_minor: bigint;
    status: TLedgerAccountStatus;
  }>(
    `SELECT account_id, posted_minor, held_minor, status FROM ledger_balances
     WHERE account_id = ANY($1::int8[]) ORDER BY account_id FOR UPDATE`,
    [int8List(sorted)],
  );
  return new Map(
    r.rows.map((row) => [
      BigInt(row.account_id),
      { postedMinor: BigInt(row.posted_minor), heldMinor: BigInt(row.held_minor), status: row.status },
    ]),
  );
}

/** Adds each delta to its (already locked) balance row, in one statement. */
export async function applyDeltas(q: Queryable, deltas: ReadonlyMap<bigint, TDelta>): Promise<void> {
  const changed = [...deltas].filter(([, d]) => d.postedMinor !== 0n || d.heldMinor !== 0n);
  if (changed.length === 0) return;
  await q.query(
    `UPDATE ledger_balances b SET posted_minor = b.posted_minor + d.posted, held_minor = b.held_minor + d.held, updated_at = now()
     FROM unnest($1::int8[], $2::int8[], $3::int8[]) AS d(account_id, posted, held)
     WHERE b.account_id = d.account_id`,
    [
      int8List(changed.map(([id]) => id)),
      int8List(changed.map(([, d]) => d.postedMinor)),
      int8List(changed.map(([, d]) => d.heldMinor)),
    ],
  );
}

export function addDelta(deltas: Map<bigint, TDelta>, accountId: bigint, postedMinor: bigint, heldMinor: bigint): void {
  const d = deltas.get(accountId) ?? { postedMinor: 0n, heldMinor: 0n };
  deltas.set(accountId, { postedMinor: d.postedMinor + postedMinor, heldMinor: d.heldMinor + heldMinor });
}
