import type { Queryable } from '@openportal/db';
import { ENTRY_COLUMNS, int8, toEntry, type EntryRow } from './rows.ts';
import {
  LEDGER_LIMITS,
  type TLedgerEntry,
  type TLedgerTransactionStatus,
  type TLedgerTransactionType,
} from './types.ts';

export interface THistoryQuery {
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
  /** 1-based. */
  page: number;
  pageSize: number;
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

/** A page of a customer's entries, newest first, with the total matching count. */
export async function listEntries(
  q: Queryable,
  query: THistoryQuery,
): Promise<{ entries: TLedgerEntry[]; total: number }> {
  const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize)), LEDGER_LIMITS.pageSizeMax);
  const page = Math.max(1, Math.trunc(query.page));
  const { where, params } = historyWhere(query);
  const from = 'FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id';
  const count = await q.query<{ n: bigint }>(`SELECT count(*)::int8 AS n ${from} WHERE ${where}`, params);
  const rows = await q.query<EntryRow & { own_counterpart: bigint | string | null }>(
    `SELECT ${ENTRY_COLUMNS}, ${OWN_COUNTERPART} ${from} WHERE ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  const entries = rows.rows.map((r) => {
    const entry = toEntry(r);
    return r.own_counterpart === null ? entry : { ...entry, counterpartyAccountId: BigInt(r.own_counterpart) };
  });
  return { entries, total: Number(count.rows[0]?.n ?? 0n) };
}

function historyWhere(query: THistoryQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
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
  return { where: clauses.join(' AND '), params };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface TStatement {
  accountId: bigint;
  openingMinor: bigint;
  closingMinor: bigint;
  /** Entries posted in [from, to), oldest first. */
  entries: TLedgerEntry[];
  /** True when more entries than the limit were posted in the period. */
  truncated: boolean;
}

/** An account's posted entries in [from, to) with the balance before and after (a statement). */
export async function accountStatement(
  q: Queryable,
  accountId: bigint,
  from: Date,
  to: Date,
  limit = 5000,
): Promise<TStatement> {
  const cap = Math.min(Math.max(1, limit), 20_000);
  const sums = await q.query<{ opening: bigint; period: bigint }>(
    `SELECT coalesce(sum(amount_minor) FILTER (WHERE posted_at < $2), 0)::int8 AS opening,
            coalesce(sum(amount_minor) FILTER (WHERE posted_at >= $2 AND posted_at < $3), 0)::int8 AS period
     FROM ledger_entries WHERE account_id = $1::int8 AND posted_at < $3`,
    [int8(accountId), from, to],
  );
  const rows = await q.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.account_id = $1::int8 AND e.posted_at >= $2 AND e.posted_at < $3 ORDER BY e.posted_at, e.id LIMIT ${cap + 1}`,
    [int8(accountId), from, to],
  );
  const opening = BigInt(sums.rows[0]?.opening ?? 0n);
  return {
    accountId,
    openingMinor: opening,
    closingMinor: opening + BigInt(sums.rows[0]?.period ?? 0n),
    entries: rows.rows.slice(0, cap).map(toEntry),
    truncated: rows.rows.length > cap,
  };
}
