import type { Queryable } from '@openportal/db';
import { invariant } from './assert.ts';
import type { TDelta } from './balances.ts';
import { int8List, toEntry, toTransaction, type EntryRow, type TransactionRow } from './rows.ts';
import type {
  TLedgerAccount,
  TLedgerTransaction,
  TLedgerTransactionStatus,
  TLedgerTransactionType,
  TMove,
} from './types.ts';

export interface TNewTransaction {
  transactionId: string;
  type: TLedgerTransactionType;
  description: string;
  metadata: Record<string, unknown>;
  expiresAt: Date | null;
  reversesId: string | null;
}

export interface TKeyClaim {
  scope: string;
  key: string;
  hash: string;
}

interface TEntryColumns {
  account: bigint[];
  customer: (string | null)[];
  counterparty: bigint[];
  currency: string[];
  amount: bigint[];
  type: string[];
}

type TWrittenRow = EntryRow & { [K in keyof TransactionRow as `t_${K}`]: TransactionRow[K] } & {
  balances_written: bigint;
};

/**
 * Writes a checked movement in one statement, so the balance locks are held for as few
 * round trips as possible: claims the idempotency key (when given), inserts the transaction
 * and its entries (two per move) and adds the deltas to the locked balance rows. Returns
 * null, having written nothing, when another database transaction holds the key.
 */
export async function writeChecked(
  q: Queryable,
  t: TNewTransaction & { status: TLedgerTransactionStatus },
  moves: readonly TMove[],
  accounts: ReadonlyMap<bigint, TLedgerAccount>,
  deltas: ReadonlyMap<bigint, TDelta>,
  claim: TKeyClaim | null,
): Promise<TLedgerTransaction | null> {
  const e = entryColumns(moves, accounts, t.type);
  const d = [...deltas].filter(([, x]) => x.postedMinor !== 0n || x.heldMinor !== 0n);
  const r = await q.query<TWrittenRow>(WRITE_SQL, [
    claim?.scope ?? null,
    claim?.key ?? null,
    claim?.hash ?? null,
    t.transactionId,
    t.type,
    t.status,
    t.description,
    JSON.stringify(t.metadata),
    t.expiresAt,
    t.reversesId,
    int8List(e.account),
    e.customer,
    int8List(e.counterparty),
    e.currency,
    int8List(e.amount),
    e.type,
    int8List(d.map(([id]) => id)),
    int8List(d.map(([, x]) => x.postedMinor)),
    int8List(d.map(([, x]) => x.heldMinor)),
  ]);
  const first = r.rows[0];
  if (!first) return null;
  invariant(
    Number(first.balances_written) === d.length && r.rows.length === e.account.length,
    'movement written partly',
  );
  const tx: TransactionRow = {
    id: first.t_id,
    type: first.t_type,
    status: first.t_status,
    description: first.t_description,
    metadata: first.t_metadata,
    created_at: first.t_created_at,
    posted_at: first.t_posted_at,
    expires_at: first.t_expires_at,
    reverses_id: first.t_reverses_id,
  };
  return toTransaction(
    tx,
    r.rows.map((row) => toEntry(row)),
  );
}

const WRITE_SQL = `
WITH k AS (
  INSERT INTO ledger_idempotency (scope, key, request_hash, transaction_id)
  SELECT $1::text, $2::text, $3::text, $4::uuid WHERE $1::text IS NOT NULL
  ON CONFLICT (scope, key) DO NOTHING RETURNING 1
), go AS (
  SELECT 1 WHERE $1::text IS NULL OR EXISTS (SELECT 1 FROM k)
), t AS (
  INSERT INTO ledger_transactions (id, type, status, description, metadata, expires_at, reverses_id, posted_at)
  SELECT $4::uuid, $5::text, $6::text, $7::text, $8::jsonb, $9::timestamptz, $10::uuid, CASE WHEN $6::text = 'completed' THEN now() END
  FROM go
  RETURNING id, type, status, description, metadata, created_at, posted_at, expires_at, reverses_id
), e AS (
  INSERT INTO ledger_entries (transaction_id, account_id, customer_id, counterparty_account_id, currency, amount_minor, type, posted_at)
  SELECT $4::uuid, u.a, u.c, u.cp, u.cur, u.amt, u.ty, CASE WHEN $6::text = 'completed' THEN now() END
  FROM unnest($11::int8[], $12::text[], $13::int8[], $14::text[], $15::int8[], $16::text[]) WITH ORDINALITY AS u(a, c, cp, cur, amt, ty, n)
  WHERE EXISTS (SELECT 1 FROM go)
  ORDER BY u.n
  RETURNING id, transaction_id, account_id, customer_id, counterparty_account_id, currency, amount_minor, type, created_at, posted_at
), b AS (
  UPDATE ledger_balances b SET posted_minor = b.posted_minor + d.posted, held_minor = b.held_minor + d.held, updated_at = now()
  FROM unnest($17::int8[], $18::int8[], $19::int8[]) AS d(account_id, posted, held)
  WHERE b.account_id = d.account_id AND EXISTS (SELECT 1 FROM go)
  RETURNING 1
)
SELECT e.*, t.status, t.description,
  t.id AS t_id, t.type AS t_type, t.status AS t_status, t.description AS t_description, t.metadata AS t_metadata,
  t.created_at AS t_created_at, t.posted_at AS t_posted_at, t.expires_at AS t_expires_at, t.reverses_id AS t_reverses_id,
  (SELECT count(*) FROM b) AS balances_written
FROM e CROSS JOIN t ORDER BY e.id`;

function entryColumns(
  moves: readonly TMove[],
  accounts: ReadonlyMap<bigint, TLedgerAccount>,
  defaultType: string,
): TEntryColumns {
  const cols: TEntryColumns = { account: [], customer: [], counterparty: [], currency: [], amount: [], type: [] };
  const push = (accountId: bigint, counterparty: bigint, amount: bigint, type: string) => {
    const account = accounts.get(accountId)!;
    cols.account.push(accountId);
    cols.customer.push(account.customerId);
    cols.counterparty.push(counterparty);
    cols.currency.push(account.currency);
    cols.amount.push(amount);
    cols.type.push(type);
  };
  for (const m of moves) {
    push(m.fromAccountId, m.toAccountId, -m.amountMinor, m.type ?? defaultType);
    push(m.toAccountId, m.fromAccountId, m.amountMinor, m.type ?? defaultType);
  }
  return cols;
}
