import type { Queryable } from '@openportal/db';
import { invariant } from './assert.ts';
import { addDelta, lockBalances, type TBalanceRow, type TDelta } from './balances.ts';
import { replayIfUsed } from './idempotency.ts';
import { ACCOUNT_FIELDS, ACCOUNT_FROM, int8List, toAccount, type AccountRow } from './rows.ts';
import type { TLedgerAccount, TLedgerResult, TMove, TPostOutcome } from './types.ts';
import { writeChecked, type TKeyClaim, type TNewTransaction } from './write.ts';

export interface TMovementPlan extends TNewTransaction {
  moves: readonly TMove[];
  pending: boolean;
  /** Reversals may take money back out of a frozen account. */
  allowFrozenDebit: boolean;
  /** Claimed in the same statement as the write; null for movements without a client key. */
  claim: TKeyClaim | null;
}

/**
 * Lock, check, write: reads the accounts, locks the balance rows of every bounded account
 * involved (in id order), refuses what breaks a rule, then writes the transaction, its
 * entries and the balance changes in one statement. Must run inside a read-committed
 * database transaction.
 */
export async function writeMovement(q: Queryable, plan: TMovementPlan): Promise<TLedgerResult<TPostOutcome>> {
  const ids = plan.moves.flatMap((m) => [m.fromAccountId, m.toAccountId]);
  const found = await readAccounts(q, ids);
  const balances = await lockBalances(
    q,
    [...found.keys()].filter((id) => found.get(id)!.floorMinor !== null),
  );
  const accounts = withLockedStatus(found, balances);
  const refusal = checkMoves(plan, accounts);
  if (refusal) return refusal;
  const deltas = movementDeltas(plan.moves, balances, plan.pending);
  const short = firstShortAccount(deltas, balances, accounts);
  if (short !== null) return { ok: false, error: 'insufficientFunds', detail: short.toString() };
  assertBalanced(plan.moves, accounts);
  const written = await writeChecked(
    q,
    { ...plan, status: plan.pending ? 'pending' : 'completed' },
    plan.moves,
    accounts,
    deltas,
    plan.claim,
  );
  if (!written) {
    const replay = plan.claim && (await replayIfUsed(q, plan.claim.scope, plan.claim.key, plan.claim.hash));
    invariant(replay, 'movement not written, yet its key is free');
    return replay;
  }
  return { ok: true, value: { transaction: written, replayed: false, touched: touchedAccounts(deltas, accounts) } };
}

/** Accounts as read before locking, with the status read under the lock. */
export function withLockedStatus(
  accounts: ReadonlyMap<bigint, TLedgerAccount>,
  locked: ReadonlyMap<bigint, TBalanceRow>,
): Map<bigint, TLedgerAccount> {
  return new Map([...accounts].map(([id, a]) => [id, { ...a, status: locked.get(id)?.status ?? a.status }]));
}

export async function readAccounts(q: Queryable, ids: readonly bigint[]): Promise<Map<bigint, TLedgerAccount>> {
  const r = await q.query<AccountRow>(`SELECT ${ACCOUNT_FIELDS} FROM ${ACCOUNT_FROM} WHERE a.id = ANY($1::int8[])`, [
    int8List(new Set(ids)),
  ]);
  return new Map(r.rows.map((row) => [BigInt(row.id), toAccount(row)]));
}

function checkMoves(plan: TMovementPlan, accounts: ReadonlyMap<bigint, TLedgerAccount>): TLedgerResult<never> | null {
  for (const m of plan.moves) {
    const from = accounts.get(m.fromAccountId);
    const to = accounts.get(m.toAccountId);
    if (!from || !to)
      return { ok: false, error: 'notFound', detail: (from ? m.toAccountId : m.fromAccountId).toString() };
    if (from.accountId === to.accountId) return { ok: false, error: 'sameAccount' };
    if (from.currency !== to.currency) return { ok: false, error: 'currencyMismatch' };
    if (from.status === 'closed' || to.status === 'closed')
      return { ok: false, error: 'closedAccount', detail: (from.status === 'closed' ? from : to).accountId.toString() };
    if (from.status === 'frozen' && !plan.allowFrozenDebit)
      return { ok: false, error: 'frozenAccount', detail: from.accountId.toString() };
  }
  return null;
}

/**
 * Balance changes of bounded accounts: posted at once, or for a pending movement only the
 * outgoing amounts held (incoming ones wait for postPending).
 */
function movementDeltas(
  moves: readonly TMove[],
  bounded: ReadonlyMap<bigint, TBalanceRow>,
  pending: boolean,
): Map<bigint, TDelta> {
  const deltas = new Map<bigint, TDelta>();
  for (const m of moves) {
    if (bounded.has(m.fromAccountId))
      addDelta(deltas, m.fromAccountId, pending ? 0n : -m.amountMinor, pending ? m.amountMinor : 0n);
    if (bounded.has(m.toAccountId) && !pending) addDelta(deltas, m.toAccountId, m.amountMinor, 0n);
  }
  return deltas;
}

/** The first account whose available balance would fall below its floor, or null. */
function firstShortAccount(
  deltas: ReadonlyMap<bigint, TDelta>,
  balances: ReadonlyMap<bigint, TBalanceRow>,
  accounts: ReadonlyMap<bigint, TLedgerAccount>,
): bigint | null {
  for (const [id, d] of deltas) {
    if (d.postedMinor >= 0n && d.heldMinor <= 0n) continue;
    const b = balances.get(id)!;
    const floor = accounts.get(id)!.floorMinor;
    invariant(floor !== null, `bounded account ${id} has no floor`);
    if (b.postedMinor + d.postedMinor - (b.heldMinor + d.heldMinor) < floor) return id;
  }
  return null;
}

function assertBalanced(moves: readonly TMove[], accounts: ReadonlyMap<bigint, TLedgerAccount>): void {
  const sums = new Map<string, bigint>();
  for (const m of moves) {
    const add = (id: bigint, amount: bigint) => {
      const c = accounts.get(id)!.currency;
      sums.set(c, (sums.get(c) ?? 0n) + amount);
    };
    add(m.fromAccountId, -m.amountMinor);
    add(m.toAccountId, m.amountMinor);
  }
  for (const [currency, sum] of sums) invariant(sum === 0n, `unbalanced ${currency} movement: ${sum}`);
}

export function touchedAccounts(
  deltas: ReadonlyMap<bigint, TDelta>,
  accounts: ReadonlyMap<bigint, TLedgerAccount>,
): TPostOutcome['touched'] {
  return [...deltas.keys()]
    .map((id) => accounts.get(id)!)
    .filter((a) => a.customerId !== null)
    .map((a) => ({ accountId: a.accountId, customerId: a.customerId! }));
}
