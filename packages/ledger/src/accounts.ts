import { isCurrencyCode, type TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { ACCOUNT_FIELDS, ACCOUNT_FROM, int8, int8List, toAccount, type AccountRow } from './rows.ts';
import type { TAccountWithBalance, TLedgerAccount, TLedgerAccountStatus, TLedgerResult } from './types.ts';

const NAME_MAX = 128;
const ACCOUNTS_PER_CALL_MAX = 1000;

export interface TOpenAccount {
  customerId: string;
  currency: TCurrencyCode;
  /** Product type id (ACCOUNT_TYPES or a card product type). */
  type: number;
  subType?: string | null;
  /** Lowest allowed available balance; default 0 (no overdraft). */
  floorMinor?: bigint;
}

/** Accounts by id (status from the balance row, read without a lock); missing ids are left out. */
export async function readAccounts(q: Queryable, ids: readonly bigint[]): Promise<Map<bigint, TLedgerAccount>> {
  const r = await q.query<AccountRow>(`SELECT ${ACCOUNT_FIELDS} FROM ${ACCOUNT_FROM} WHERE a.id = ANY($1::int8[])`, [
    int8List(new Set(ids)),
  ]);
  return new Map(r.rows.map((row) => [BigInt(row.id), toAccount(row)]));
}

/** Opens a customer's account with a zero balance, in one statement. */
export async function openAccount(q: Queryable, input: TOpenAccount): Promise<TLedgerResult<TLedgerAccount>> {
  if (!validName(input.customerId)) return { ok: false, error: 'invalidParams', detail: 'customerId' };
  if (!isCurrencyCode(input.currency)) return { ok: false, error: 'invalidParams', detail: 'currency' };
  if (!Number.isInteger(input.type) || input.type < 0) return { ok: false, error: 'invalidParams', detail: 'type' };
  const r = await q.query<AccountRow>(
    `WITH a AS (
       INSERT INTO ledger_accounts (customer_id, currency, type, sub_type, floor_minor)
       VALUES ($1, $2, $3, $4, $5::int8) RETURNING id, customer_id, system_code, currency, type, sub_type, floor_minor, created_at),
     b AS (INSERT INTO ledger_balances (account_id, floor_minor) SELECT id, floor_minor FROM a)
     SELECT a.*, 'active'::text AS status FROM a`,
    [input.customerId, input.currency, input.type, input.subType ?? null, int8(input.floorMinor ?? 0n)],
  );
  return { ok: true, value: toAccount(r.rows[0]!) };
}

/**
 * The system account named `code` in `currency` (the outside world, fees, FX, a rail's
 * clearing account...), created on first use. System accounts are unbounded: never locked,
 * their balance is the sum of their entries and may be negative.
 *
 * Cached per `q` (the Db, or one open transaction): a system account is never deleted and
 * never changes, so once it is known committed its row is not read again. One created by
 * the current transaction is not cached (a rollback to a savepoint could remove it).
 */
export async function systemAccount(q: Queryable, code: string, currency: TCurrencyCode): Promise<TLedgerAccount> {
  if (!validName(code)) throw new RangeError(`invalid system account code: ${code}`);
  if (!isCurrencyCode(currency)) throw new RangeError(`unknown currency: ${String(currency)}`);
  const known = systemAccountCache.get(q)?.get(`${code}\u001f${currency}`);
  if (known) return known;
  const select = () =>
    q.query<AccountRow & { committed: boolean }>(
      `SELECT ${ACCOUNT_FIELDS}, ${COMMITTED_BEFORE_SNAPSHOT} AS committed
       FROM ${ACCOUNT_FROM} WHERE a.system_code = $1 AND a.currency = $2`,
      [code, currency],
    );
  let found = (await select()).rows[0];
  if (!found) {
    await q.query(
      `INSERT INTO ledger_accounts (system_code, currency, type) VALUES ($1, $2, 0)
       ON CONFLICT (system_code, currency) WHERE system_code IS NOT NULL DO NOTHING`,
      [code, currency],
    );
    found = (await select()).rows[0]!;
  }
  const account = toAccount(found);
  if (found.committed) {
    const byName = systemAccountCache.get(q) ?? new Map<string, TLedgerAccount>();
    systemAccountCache.set(q, byName.set(`${code}\u001f${currency}`, account));
  }
  return account;
}

/**
 * The row's writer is not this transaction (nor one of its savepoints): a row this snapshot
 * sees was written by a committed transaction, or by ours, still in progress. xmin is
 * widened to a full transaction id with the epoch of the snapshot's xmax; one that then
 * looks newer than xmax (written in the epoch before) is simply not cached.
 */
const COMMITTED_BEFORE_SNAPSHOT = `(SELECT CASE WHEN w.full_xid >= w.top THEN false
    ELSE pg_xact_status(w.full_xid::text::xid8) IS DISTINCT FROM 'in progress' END
  FROM (SELECT (s.top >> 32 << 32) + a.xmin::text::int8 AS full_xid, s.top
        FROM (SELECT pg_snapshot_xmax(pg_current_snapshot())::text::int8 AS top) s) w)`;

const systemAccountCache = new WeakMap<Queryable, Map<string, TLedgerAccount>>();

interface BalanceRow extends AccountRow {
  posted_minor: bigint | null;
  held_minor: bigint | null;
}

/** Accounts with balances, in id order; unknown ids are left out. */
export async function getAccounts(q: Queryable, accountIds: readonly bigint[]): Promise<TAccountWithBalance[]> {
  if (accountIds.length > ACCOUNTS_PER_CALL_MAX) throw new RangeError('too many account ids');
  const r = await q.query<BalanceRow>(
    `SELECT ${ACCOUNT_FIELDS}, b.posted_minor, b.held_minor,
       CASE WHEN a.floor_minor IS NULL THEN
         (SELECT coalesce(sum(e.amount_minor), 0)::int8 FROM ledger_entries e WHERE e.account_id = a.id AND e.posted_at IS NOT NULL)
       END AS system_posted
     FROM ${ACCOUNT_FROM} WHERE a.id = ANY($1::int8[]) ORDER BY a.id`,
    [int8List(accountIds)],
  );
  return r.rows.map(withBalance);
}

/** A customer's accounts with balances, in id order (closed ones included). */
export async function listCustomerAccounts(q: Queryable, customerId: string): Promise<TAccountWithBalance[]> {
  const r = await q.query<BalanceRow>(
    `SELECT ${ACCOUNT_FIELDS}, b.posted_minor, b.held_minor FROM ${ACCOUNT_FROM}
     WHERE a.customer_id = $1 ORDER BY a.id LIMIT ${ACCOUNTS_PER_CALL_MAX}`,
    [customerId],
  );
  return r.rows.map(withBalance);
}

/**
 * Some of a customer's accounts by id with balances (others' accounts are left out), and in the
 * same statement one row of the caller's beside them (`beside.sql`: one row at most, its
 * parameters numbered from $3), so a request reads what it needs before its write in one round
 * trip. `beside` is null when no account matched or the row is absent.
 */
export async function customerAccountsWith<T>(
  q: Queryable,
  customerId: string,
  ids: readonly bigint[],
  beside: { sql: string; params: readonly unknown[] },
): Promise<{ accounts: TAccountWithBalance[]; beside: T | null }> {
  const r = await q.query<BalanceRow & { beside: T | null }>(
    `WITH beside AS (${beside.sql})
     SELECT ${ACCOUNT_FIELDS}, b.posted_minor, b.held_minor, (SELECT to_jsonb(beside) FROM beside LIMIT 1) AS beside
       FROM ${ACCOUNT_FROM}
      WHERE a.customer_id = $1 AND a.id = ANY($2::int8[]) ORDER BY a.id`,
    [customerId, int8List(new Set(ids)), ...beside.params],
  );
  return { accounts: r.rows.map(withBalance), beside: r.rows[0]?.beside ?? null };
}

/**
 * `customerAccountsWith`, and in the same statement one more account: the one the beside row
 * names in its `account_id` column (another customer's, e.g. a payee's account), with its
 * balance, so a payment to another customer reads both sides in one round trip. `other` is null
 * when the beside row names none (or no account of the customer matched, as for `beside`).
 */
export async function customerAccountsWithOther<T extends { account_id: string | number | null }>(
  q: Queryable,
  customerId: string,
  ids: readonly bigint[],
  beside: { sql: string; params: readonly unknown[] },
): Promise<{ accounts: TAccountWithBalance[]; other: TAccountWithBalance | null; beside: T | null }> {
  const r = await q.query<BalanceRow & { beside: T | null; own: boolean }>(
    `WITH beside AS (${beside.sql})
     SELECT ${ACCOUNT_FIELDS}, b.posted_minor, b.held_minor, (SELECT to_jsonb(beside) FROM beside LIMIT 1) AS beside,
            (a.customer_id = $1 AND a.id = ANY($2::int8[])) AS own
       FROM ${ACCOUNT_FROM}
      WHERE (a.customer_id = $1 AND a.id = ANY($2::int8[])) OR a.id = (SELECT account_id::int8 FROM beside LIMIT 1)
      ORDER BY a.id`,
    [customerId, int8List(new Set(ids)), ...beside.params],
  );
  const besideRow = r.rows.find((row) => row.own)?.beside ?? null;
  const otherId = besideRow?.account_id;
  const other = otherId == null ? undefined : r.rows.find((row) => !row.own && String(row.id) === String(otherId));
  return {
    accounts: r.rows.filter((row) => row.own).map(withBalance),
    other: other ? withBalance(other) : null,
    beside: besideRow,
  };
}

/**
 * Changes a customer account's status. Closed is final, and only an account with nothing
 * posted or held may close. Locks the balance row, so no movement runs at the same time.
 */
export async function setAccountStatus(
  q: Queryable,
  accountId: bigint,
  status: TLedgerAccountStatus,
): Promise<TLedgerResult<TLedgerAccount>> {
  const lock = await q.query<{ posted_minor: bigint; held_minor: bigint; status: string }>(
    'SELECT posted_minor, held_minor, status FROM ledger_balances WHERE account_id = $1::int8 FOR UPDATE',
    [int8(accountId)],
  );
  const balance = lock.rows[0];
  if (!balance) return { ok: false, error: 'notFound' };
  if (balance.status === 'closed') return { ok: false, error: 'closedAccount' };
  if (status === 'closed' && (BigInt(balance.posted_minor) !== 0n || BigInt(balance.held_minor) !== 0n)) {
    return { ok: false, error: 'invalidParams', detail: 'balance must be zero to close' };
  }
  await q.query('UPDATE ledger_balances SET status = $2, updated_at = now() WHERE account_id = $1::int8', [
    int8(accountId),
    status,
  ]);
  const r = await q.query<AccountRow>(`SELECT ${ACCOUNT_FIELDS} FROM ${ACCOUNT_FROM} WHERE a.id = $1::int8`, [
    int8(accountId),
  ]);
  return { ok: true, value: toAccount(r.rows[0]!) };
}

function withBalance(r: BalanceRow & { system_posted?: bigint | null }): TAccountWithBalance {
  const postedMinor = BigInt(r.posted_minor ?? r.system_posted ?? 0n);
  const heldMinor = BigInt(r.held_minor ?? 0n);
  const account = toAccount(r);
  const availableMinor = postedMinor - heldMinor;
  const spendableMinor = account.floorMinor === null ? null : availableMinor - account.floorMinor;
  return { ...account, postedMinor, heldMinor, availableMinor, spendableMinor };
}

function validName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= NAME_MAX;
}
