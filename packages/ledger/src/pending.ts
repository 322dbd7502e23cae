import type { Db, Queryable } from '@openportal/db';
import { readAccounts } from './accounts.ts';
import { addDelta, applyDeltas, lockBalances, type TBalanceRow, type TDelta } from './balances.ts';
import { getTransaction, postEntries, setTransactionStatus } from './transactions.ts';
import {
  LEDGER_LIMITS,
  type TLedgerAccount,
  type TLedgerEntry,
  type TLedgerResult,
  type TLedgerTransaction,
  type TPostOutcome,
} from './types.ts';

/**
 * Settles a pending transaction (a hold) in full: its entries are posted and its holds
 * released. Posting one that is already completed answers it again with `replayed: true`.
 */
export async function postPending(q: Queryable, transactionId: string): Promise<TLedgerResult<TPostOutcome>> {
  return settle(q, transactionId, 'completed');
}

/** Releases a pending transaction's holds; nothing is posted. Status becomes rejected. */
export async function voidPending(q: Queryable, transactionId: string): Promise<TLedgerResult<TPostOutcome>> {
  return settle(q, transactionId, 'rejected');
}

async function settle(
  q: Queryable,
  transactionId: string,
  to: 'completed' | 'rejected',
): Promise<TLedgerResult<TPostOutcome>> {
  const tx = await getTransaction(q, transactionId, true);
  if (!tx) return { ok: false, error: 'notFound' };
  if (tx.status === to) return { ok: true, value: { transaction: tx, replayed: true, touched: [] } };
  if (tx.status !== 'pending') return { ok: false, error: 'notPending', detail: tx.status };
  const found = await readAccounts(
    q,
    tx.entries.map((e) => e.accountId),
  );
  const balances = await lockBalances(
    q,
    tx.entries.map((e) => e.accountId),
  );
  const accounts = withLockedStatus(found, balances);
  if (to === 'completed') {
    const closed = tx.entries.find((e) => e.amountMinor > 0n && accounts.get(e.accountId)?.status === 'closed');
    if (closed) return { ok: false, error: 'closedAccount', detail: closed.accountId.toString() };
  }
  const deltas = settlementDeltas(
    tx.entries.filter((e) => balances.has(e.accountId)),
    to,
  );
  await applyDeltas(q, deltas);
  if (to === 'completed') await postEntries(q, transactionId);
  await setTransactionStatus(q, transactionId, to);
  const settled = (await getTransaction(q, transactionId)) as TLedgerTransaction;
  return { ok: true, value: { transaction: settled, replayed: false, touched: touchedAccounts(deltas, accounts) } };
}

/** Posting releases each hold and posts every entry; voiding only releases the holds. */
function settlementDeltas(boundedEntries: readonly TLedgerEntry[], to: 'completed' | 'rejected'): Map<bigint, TDelta> {
  const deltas = new Map<bigint, TDelta>();
  for (const e of boundedEntries) {
    const held = e.amountMinor < 0n ? e.amountMinor : 0n;
    addDelta(deltas, e.accountId, to === 'completed' ? e.amountMinor : 0n, held);
  }
  return deltas;
}

/**
 * Voids pending transactions whose expiresAt has passed, each in its own database
 * transaction, at most `limit` per call. Two replicas may race: the loser sees the hold
 * already rejected and leaves it out. Returns the outcomes so the caller can tell the owners.
 */
export async function voidExpiredPending(db: Db, now: Date, limit = 100): Promise<TPostOutcome[]> {
  const batch = Math.min(Math.max(1, limit), LEDGER_LIMITS.expireBatchMax);
  const due = await db.query<{ id: string }>(
    `SELECT id FROM ledger_transactions WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [now, batch],
  );
  const outcomes: TPostOutcome[] = [];
  for (const { id } of due.rows) {
    const r = await db.transaction((tx) => voidPending(tx, id));
    if (r.ok && !r.value.replayed) outcomes.push(r.value);
  }
  return outcomes;
}

/** Accounts as read before locking, with the status read under the lock. */
function withLockedStatus(
  accounts: ReadonlyMap<bigint, TLedgerAccount>,
  locked: ReadonlyMap<bigint, TBalanceRow>,
): Map<bigint, TLedgerAccount> {
  return new Map([...accounts].map(([id, a]) => [id, { ...a, status: locked.get(id)?.status ?? a.status }]));
}

/** Customer accounts whose balance row changed, with their owners. */
function touchedAccounts(
  deltas: ReadonlyMap<bigint, TDelta>,
  accounts: ReadonlyMap<bigint, TLedgerAccount>,
): TPostOutcome['touched'] {
  return [...deltas.keys()]
    .map((id) => accounts.get(id)!)
    .filter((a) => a.customerId !== null)
    .map((a) => ({ accountId: a.accountId, customerId: a.customerId! }));
}
