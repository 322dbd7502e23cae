import type { Queryable } from '@openportal/db';
import { ENTRY_COLUMNS, int8, toEntry, type EntryRow } from './rows.ts';
import {
  LEDGER_LIMITS,
  type TLedgerEntry,
  type TLedgerTransactionStatus,
  type TLedgerTransactionType,
} from './types.ts';

/** Which entries of a customer: every filter of the spec's history. */
export interface THistoryFilter {
  /** Whose entries: always required, so one customer never reads another's. */
  customerId: string;
  accountId?: bigint;
  types?: readonly TLedgerTransactionType[];
  excludeTypes?: readonly TLedgerTransactionType[];
  status?: TLedgerTransactionStatus;
  direction?: 'in' | 'out';
  /** Inclusive lower and exclusive upper bound on the entry's creation time. */
  from?: Date;
  to?: Date;
  /** Bounds on the absolute amount in minor units, inclusive. */
  minAmountMinor?: bigint;
  maxAmountMinor?: bigint;
  /** Case-insensitive substring of the description. */
  keyword?: string;
}

export interface THistoryQuery extends THistoryFilter {
  pageSize: number;
  /** The `next` of the page before (keyset: the index is read from there, nothing skipped). */
  after?: string | null;
  /**
   * A numbered page (1-based), for callers bound to page numbers (the spec's historyGet):
   * the page's first key is found by walking the index's keys, then it reads as `after`.
   * Ignored when `after` is given.
   */
  page?: number;
}

export interface THistoryPage {
  /** Newest first. */
  entries: TLedgerEntry[];
  /** Pass as `after` for the next page; null on the last one. */
  next: string | null;
  /** The cursor this page was read after (null for the first): what a numbered page resolved to. */
  after: string | null;
}

/**
 * The counterparty a customer sees: in an exchange between their own accounts the money passes
 * through the FX house's accounts (USD a -> house USD, house EUR -> EUR b), so each leg's own
 * counterparty is the house; the customer's other account of the same movement (same type,
 * opposite direction) is named instead. Only where the counterparty is a system account: a
 * customer's own counterparty (a same-currency transfer) is already the right one.
 */
const OWN_COUNTERPART = `(SELECT o.account_id FROM ledger_entries o
  WHERE o.transaction_id = e.transaction_id AND o.customer_id = e.customer_id AND o.type = e.type
    AND o.account_id <> e.account_id AND sign(o.amount_minor) = -sign(e.amount_minor)
    AND EXISTS (SELECT 1 FROM ledger_accounts h WHERE h.id = e.counterparty_account_id AND h.system_code IS NOT NULL)
  ORDER BY o.id LIMIT 1) AS own_counterpart`;

/**
 * A page of a customer's entries, newest first, by keyset: `(created_at, id)` below the
 * cursor, read from the (customer or account, created_at DESC, id DESC) index. No count: ask
 * countEntries when a total is shown.
 */
export async function listEntries(q: Queryable, query: THistoryQuery): Promise<THistoryPage> {
  const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize)), LEDGER_LIMITS.pageSizeMax);
  const { where, params } = historyWhere(query);
  let after = query.after ? parseCursor(query.after) : null;
  if (query.after && !after) return { entries: [], next: null, after: null };
  if (!query.after && query.page !== undefined && query.page > 1) {
    const skip = (Math.trunc(query.page) - 1) * pageSize;
    const boundary = await q.query<{ at: string; id: string }>(
      `SELECT ${CURSOR_AT} AS at, e.id::text AS id ${HISTORY_FROM} WHERE ${where}
       ORDER BY e.created_at DESC, e.id DESC LIMIT 1 OFFSET ${skip - 1}`,
      params,
    );
    const row = boundary.rows[0];
    if (!row) return { entries: [], next: null, after: null };
    after = { at: row.at, id: row.id };
  }
  const keyset = after
    ? ` AND (e.created_at, e.id) < ('epoch'::timestamptz + $${params.length + 1}::int8 * interval '1 microsecond', $${params.length + 2}::int8)`
    : '';
  const rows = await q.query<EntryRow & { own_counterpart: bigint | string | null; at: string }>(
    `SELECT ${ENTRY_COLUMNS}, ${OWN_COUNTERPART}, ${CURSOR_AT} AS at ${HISTORY_FROM} WHERE ${where}${keyset}
     ORDER BY e.created_at DESC, e.id DESC LIMIT ${pageSize + 1}`,
    after ? [...params, after.at, after.id] : params,
  );
  const page = rows.rows.slice(0, pageSize);
  const entries = page.map((r) => {
    const entry = toEntry(r);
    return r.own_counterpart === null ? entry : { ...entry, counterpartyAccountId: BigInt(r.own_counterpart) };
  });
  const last = page[page.length - 1];
  return {
    entries,
    next: rows.rows.length > pageSize && last ? `${last.at}.${String(last.id)}` : null,
    after: after ? `${after.at}.${after.id}` : null,
  };
}

/**
 * How many entries match, counted up to `cap` (the count stops there: a long history costs
 * at most `cap` index entries). `capped` says the true number is larger.
 */
export async function countEntries(
  q: Queryable,
  filter: THistoryFilter,
  cap = 100_000,
): Promise<{ count: number; capped: boolean }> {
  const limit = Math.min(Math.max(1, Math.trunc(cap)), 2_000_000);
  const { where, params, joinsTransaction } = historyWhere(filter);
  const from = joinsTransaction ? HISTORY_FROM : 'FROM ledger_entries e';
  const r = await q.query<{ n: bigint }>(
    `SELECT count(*)::int8 AS n FROM (SELECT 1 ${from} WHERE ${where} LIMIT ${limit + 1}) x`,
    params,
  );
  const n = Number(r.rows[0]?.n ?? 0n);
  return { count: Math.min(n, limit), capped: n > limit };
}

const HISTORY_FROM = 'FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id';
/** An entry's creation time as integer microseconds since the epoch (exact, unlike a JS Date). */
const CURSOR_AT = `(extract(epoch FROM e.created_at) * 1000000)::int8::text`;
const CURSOR_AT_STATEMENT = `(extract(epoch FROM e.posted_at) * 1000000)::int8::text`;

function parseCursor(cursor: string): { at: string; id: string } | null {
  const m = /^(-?\d{1,20})\.(\d{1,20})$/.exec(cursor);
  return m ? { at: m[1]!, id: m[2]! } : null;
}

/**
 * The filter as SQL over `e` (ledger_entries) and, when `joinsTransaction`, `t` (its
 * transaction: status and keyword filters). Without those, a count reads entries alone.
 */
function historyWhere(query: THistoryFilter): { where: string; params: unknown[]; joinsTransaction: boolean } {
  const params: unknown[] = [];
  // A hold completed through its parts shows its parts, not its own (never posted) entries;
  // only an unposted entry looks at its transaction for that.
  const clauses: string[] = [
    "(e.posted_at IS NOT NULL OR (SELECT h.status FROM ledger_transactions h WHERE h.id = e.transaction_id) <> 'completed')",
  ];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  add((p) => `e.customer_id = ${p}`, query.customerId);
  if (query.accountId !== undefined) add((p) => `e.account_id = ${p}::int8`, int8(query.accountId));
  if (query.types?.length) add((p) => `e.type = ANY(${p}::text[])`, [...query.types]);
  if (query.excludeTypes?.length) add((p) => `NOT (e.type = ANY(${p}::text[]))`, [...query.excludeTypes]);
  if (query.status) add((p) => `t.status = ${p}`, query.status);
  if (query.direction) clauses.push(query.direction === 'in' ? 'e.amount_minor > 0' : 'e.amount_minor < 0');
  if (query.from) add((p) => `e.created_at >= ${p}`, query.from);
  if (query.to) add((p) => `e.created_at < ${p}`, query.to);
  if (query.minAmountMinor !== undefined) add((p) => `abs(e.amount_minor) >= ${p}::int8`, int8(query.minAmountMinor));
  if (query.maxAmountMinor !== undefined) add((p) => `abs(e.amount_minor) <= ${p}::int8`, int8(query.maxAmountMinor));
  if (query.keyword) add((p) => `t.description ILIKE ${p} ESCAPE '\\'`, `%${escapeLike(query.keyword.slice(0, 100))}%`);
  return { where: clauses.join(' AND '), params, joinsTransaction: Boolean(query.status || query.keyword) };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface TStatement {
  accountId: bigint;
  openingMinor: bigint;
  closingMinor: bigint;
  /** Entries posted in [from, to), oldest first, at most `limit` from `after`. */
  entries: TLedgerEntry[];
  /** True when more entries than the limit were posted in the period. */
  truncated: boolean;
  /** Pass as `after` for the rest of the period; null when this is its end. */
  next: string | null;
}

/**
 * An account's posted entries in [from, to) with the balance before and after (a statement),
 * oldest first; a long period is read in pages by keyset (`after` = the `next` before).
 */
export async function accountStatement(
  q: Queryable,
  accountId: bigint,
  from: Date,
  to: Date,
  limit = 5000,
  after?: string | null,
): Promise<TStatement> {
  const cap = Math.min(Math.max(1, limit), 20_000);
  const sums = await q.query<{ opening: bigint; period: bigint }>(
    `SELECT coalesce(sum(amount_minor) FILTER (WHERE posted_at < $2), 0)::int8 AS opening,
            coalesce(sum(amount_minor) FILTER (WHERE posted_at >= $2 AND posted_at < $3), 0)::int8 AS period
     FROM ledger_entries WHERE account_id = $1::int8 AND posted_at < $3`,
    [int8(accountId), from, to],
  );
  const cursor = after ? parseCursor(after) : null;
  const rows = await q.query<EntryRow & { at: string }>(
    `SELECT ${ENTRY_COLUMNS}, ${CURSOR_AT_STATEMENT} AS at FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.account_id = $1::int8 AND e.posted_at >= $2 AND e.posted_at < $3
       ${cursor ? `AND (e.posted_at, e.id) > ('epoch'::timestamptz + $4::int8 * interval '1 microsecond', $5::int8)` : ''}
     ORDER BY e.posted_at, e.id LIMIT ${cap + 1}`,
    cursor ? [int8(accountId), from, to, cursor.at, cursor.id] : [int8(accountId), from, to],
  );
  const opening = BigInt(sums.rows[0]?.opening ?? 0n);
  const page = rows.rows.slice(0, cap);
  const last = page[page.length - 1];
  const more = rows.rows.length > cap;
  return {
    accountId,
    openingMinor: opening,
    closingMinor: opening + BigInt(sums.rows[0]?.period ?? 0n),
    entries: page.map(toEntry),
    truncated: more,
    next: more && last ? `${last.at}.${String(last.id)}` : null,
  };
}
