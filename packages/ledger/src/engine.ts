import type { TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type {
  TLedgerEntry,
  TLedgerError,
  TLedgerResult,
  TLedgerTransaction,
  TLedgerTransactionStatus,
  TLedgerTransactionType,
  TMove,
  TPostOutcome,
  TReferences,
} from './types.ts';
import { referencesOf } from './rows.ts';

/**
 * The one writer of movements. Every rule of a movement lives in the PL/pgSQL function
 * `ledger_post_batch` (migrations 0004 and 0005): the idempotency key (replay, changed
 * request, in progress), accounts found, not the same, one currency, closed and frozen,
 * floors and holds, locking, and the rows written. postTransaction sends a batch of one,
 * postBatch many, reverseTransaction and postFxTransaction their own movement. This module
 * only sends the movements (ids and amounts as decimal text, never a float) and reads the
 * answer back into outcomes; the request's shape is checked before (validate.ts).
 */

export interface TKeyClaim {
  scope: string;
  key: string;
  /** SHA-256 of the canonical request (request-hash.ts). */
  hash: string;
}

export interface TMovement {
  /** The client's key; null for a movement without one (a reversal). */
  claim: TKeyClaim | null;
  transactionId: string;
  type: TLedgerTransactionType;
  moves: readonly TMove[];
  description: string;
  metadata: Record<string, unknown>;
  /** A hold: debits are reserved, nothing is posted until postPending. */
  pending: boolean;
  expiresAt: Date | null;
  reversesId: string | null;
  /** Reversals may take money back out of a frozen account. */
  allowFrozenDebit: boolean;
  references: TReferences;
}

type TBatchResult =
  { ok: true; id: string | null; replayed: boolean } | { ok: false; error: TLedgerError; detail?: string | null };

/** [id, account, customer, counterparty, currency, amount, type, created_at, posted_at]; int8 as text. */
type TEntryJson = [string, string, string | null, string, string, string, string, string, string | null];

export interface TTransactionJson {
  type: string;
  status: string;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: string;
  postedAt: string | null;
  expiresAt: string | null;
  reversesId: string | null;
  settlesId?: string | null;
  references?: { b?: string; i?: string; c?: string; e?: string };
  entries: TEntryJson[];
}

interface TBatchAnswer {
  results: TBatchResult[];
  now: string;
  entryIds: string[];
  accounts: string[];
  customers: (string | null)[];
  currencies: (string | null)[];
  replays: Record<string, TTransactionJson>;
}

type TOwners = ReadonlyMap<string, { customer: string | null; currency: string | null }>;

/**
 * Checks and writes the movements in ONE statement, in order, each with its own key and
 * refusal; answers in the same order. On `db` the statement is its own transaction; inside a
 * caller's `db.transaction` it commits (or rolls back) with the caller.
 */
export async function postMovements(
  q: Queryable,
  movements: readonly TMovement[],
): Promise<TLedgerResult<TPostOutcome>[]> {
  if (movements.length === 0) return [];
  const answer = await callEngine(q, movements.map(toJson));
  const owners: TOwners = new Map(
    answer.accounts.map((id, n) => [id, { customer: answer.customers[n]!, currency: answer.currencies[n]! }]),
  );
  const now = new Date(answer.now);
  const built = new Map<string, TLedgerTransaction>();
  let nextEntry = 0;
  return movements.map((mv, n): TLedgerResult<TPostOutcome> => {
    const res = answer.results[n]!;
    if (!res.ok)
      return res.detail == null ? { ok: false, error: res.error } : { ok: false, error: res.error, detail: res.detail };
    if (res.id === null) throw new Error('ledger_post_batch answered a movement without its transaction');
    if (res.replayed) return replayed(answer, built, res.id);
    const entryIds = answer.entryIds.slice(nextEntry, nextEntry + 2 * mv.moves.length);
    nextEntry += entryIds.length;
    const transaction = newTransaction(mv, entryIds, owners, now);
    built.set(res.id, transaction);
    return { ok: true, value: { transaction, replayed: false, touched: touched(mv, transaction) } };
  });
}

/**
 * The answer for a key before anything else is read: the first outcome again (or
 * idempotencyKeyReused) when it is used, idempotencyInProgress when another database
 * transaction is writing under it, null when it is free — this transaction then holds the
 * key's advisory lock until it ends (the engine's rules, asked without a movement).
 */
export async function probeKey(q: Queryable, claim: TKeyClaim): Promise<TLedgerResult<TPostOutcome> | null> {
  const answer = await callEngine(q, [{ s: claim.scope, k: claim.key, h: claim.hash, q: true, mv: [] }]);
  const res = answer.results[0]!;
  if (!res.ok) return { ok: false, error: res.error };
  return res.id === null ? null : replayed(answer, new Map(), res.id);
}

async function callEngine(q: Queryable, requests: object[]): Promise<TBatchAnswer> {
  const r = await q.query<{ answer: TBatchAnswer | string }>('SELECT ledger_post_batch($1::text::jsonb) AS answer', [
    JSON.stringify(requests),
  ]);
  const raw = r.rows[0]!.answer;
  return typeof raw === 'string' ? (JSON.parse(raw) as TBatchAnswer) : raw;
}

function toJson(mv: TMovement): object {
  return {
    s: mv.claim?.scope ?? null,
    k: mv.claim?.key ?? null,
    h: mv.claim?.hash ?? null,
    id: mv.transactionId,
    ty: mv.type,
    p: mv.pending,
    d: mv.description,
    m: mv.metadata,
    x: mv.expiresAt?.toISOString() ?? null,
    r: mv.reversesId,
    fz: mv.allowFrozenDebit,
    ref: referencesJson(mv.references),
    mv: mv.moves.map((m) => ({
      f: m.fromAccountId.toString(),
      t: m.toAccountId.toString(),
      a: m.amountMinor.toString(),
      ty: m.type ?? mv.type,
    })),
  };
}

/** A replayed transaction: read back whole by the engine, or written earlier in this very batch. */
function replayed(
  answer: TBatchAnswer,
  built: ReadonlyMap<string, TLedgerTransaction>,
  id: string,
): TLedgerResult<TPostOutcome> {
  const first = answer.replays[id];
  const transaction = first ? fromJson(id, first) : built.get(id);
  if (!transaction) throw new Error(`ledger_post_batch replayed an unknown transaction ${id}`);
  return { ok: true, value: { transaction, replayed: true, touched: [] } };
}

/** A transaction the engine wrote, as getTransaction reads it, from its movement and the ids the database gave. */
function newTransaction(mv: TMovement, entryIds: readonly string[], owners: TOwners, now: Date): TLedgerTransaction {
  const status: TLedgerTransactionStatus = mv.pending ? 'pending' : 'completed';
  const postedAt = mv.pending ? null : now;
  const entries: TLedgerEntry[] = [];
  const entry = (accountId: bigint, counterparty: bigint, amountMinor: bigint, type: TLedgerTransactionType) => {
    const owner = owners.get(accountId.toString());
    const entryId = entryIds[entries.length];
    if (!owner || entryId === undefined) throw new Error('ledger_post_batch answered fewer entries than written');
    entries.push({
      entryId: BigInt(entryId),
      transactionId: mv.transactionId,
      accountId,
      customerId: owner.customer,
      counterpartyAccountId: counterparty,
      currency: owner.currency as TCurrencyCode,
      amountMinor,
      type,
      status,
      description: mv.description,
      createdAt: now,
      postedAt,
    });
  };
  for (const m of mv.moves) {
    entry(m.fromAccountId, m.toAccountId, -m.amountMinor, m.type ?? mv.type);
    entry(m.toAccountId, m.fromAccountId, m.amountMinor, m.type ?? mv.type);
  }
  return {
    transactionId: mv.transactionId,
    type: mv.type,
    status,
    description: mv.description,
    metadata: JSON.parse(JSON.stringify(mv.metadata)) as Record<string, unknown>,
    createdAt: now,
    postedAt,
    expiresAt: mv.expiresAt ? new Date(mv.expiresAt.getTime()) : null,
    reversesId: mv.reversesId,
    settlesId: null,
    references: { ...mv.references },
    entries,
  };
}

export function fromJson(id: string, t: TTransactionJson): TLedgerTransaction {
  const status = t.status as TLedgerTransactionStatus;
  const entries: TLedgerEntry[] = t.entries.map((e) => ({
    entryId: BigInt(e[0]),
    transactionId: id,
    accountId: BigInt(e[1]),
    customerId: e[2],
    counterpartyAccountId: BigInt(e[3]),
    currency: e[4] as TCurrencyCode,
    amountMinor: BigInt(e[5]),
    type: e[6] as TLedgerTransactionType,
    status,
    description: t.description,
    createdAt: new Date(e[7]),
    postedAt: e[8] === null ? null : new Date(e[8]),
  }));
  return {
    transactionId: id,
    type: t.type as TLedgerTransactionType,
    status,
    description: t.description,
    metadata: t.metadata,
    createdAt: new Date(t.createdAt),
    postedAt: t.postedAt === null ? null : new Date(t.postedAt),
    expiresAt: t.expiresAt === null ? null : new Date(t.expiresAt),
    reversesId: t.reversesId,
    settlesId: t.settlesId ?? null,
    references: referencesOf(t.references?.b, t.references?.i, t.references?.c, t.references?.e),
    entries,
  };
}

/** Customer accounts whose balance changed: debited (or held), then credited unless a hold, first-seen order. */
function touched(mv: TMovement, transaction: TLedgerTransaction): TPostOutcome['touched'] {
  const owner = new Map(transaction.entries.map((e) => [e.accountId, e.customerId]));
  const out: TPostOutcome['touched'] = [];
  const add = (accountId: bigint) => {
    const customerId = owner.get(accountId);
    if (customerId != null && !out.some((t) => t.accountId === accountId)) out.push({ accountId, customerId });
  };
  for (const m of mv.moves) {
    add(m.fromAccountId);
    if (!mv.pending) add(m.toAccountId);
  }
  return out;
}

/** References as the routines take them (ledger_post_batch "ref"), or null when there are none. */
export function referencesJson(r: TReferences): object | null {
  const json = { b: r.batchId, i: r.invoiceId, c: r.counterparty, e: r.externalReference };
  return Object.values(json).some((v) => v !== undefined) ? json : null;
}
