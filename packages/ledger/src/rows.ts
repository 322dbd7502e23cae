import type { TCurrencyCode } from '@openportal/contract';
import type {
  TReferences,
  TLedgerAccount,
  TLedgerAccountStatus,
  TLedgerEntry,
  TLedgerTransaction,
  TLedgerTransactionStatus,
  TLedgerTransactionType,
} from './types.ts';

/** Row shapes as both drivers return them (int8 as bigint, timestamptz as Date). */
export interface AccountRow {
  id: bigint;
  customer_id: string | null;
  system_code: string | null;
  currency: string;
  type: number;
  sub_type: string | null;
  status: string;
  floor_minor: bigint | null;
  created_at: Date;
}

/** An account's columns (alias a) with its status from its balance row (alias b; none for system accounts). */
export const ACCOUNT_FIELDS = `a.id, a.customer_id, a.system_code, a.currency, a.type, a.sub_type, coalesce(b.status, 'active') AS status,
  a.floor_minor, a.created_at`;
export const ACCOUNT_FROM = 'ledger_accounts a LEFT JOIN ledger_balances b ON b.account_id = a.id';

export function toAccount(r: AccountRow): TLedgerAccount {
  return {
    accountId: BigInt(r.id),
    customerId: r.customer_id,
    systemCode: r.system_code,
    currency: r.currency as TCurrencyCode,
    type: Number(r.type),
    subType: r.sub_type,
    status: r.status as TLedgerAccountStatus,
    floorMinor: r.floor_minor === null ? null : BigInt(r.floor_minor),
    createdAt: r.created_at,
  };
}

export interface EntryRow {
  id: bigint;
  transaction_id: string;
  account_id: bigint;
  customer_id: string | null;
  counterparty_account_id: bigint;
  currency: string;
  amount_minor: bigint;
  type: string;
  status: string;
  description: string;
  created_at: Date;
  posted_at: Date | null;
}

/** Entry columns joined with their transaction's status and description (alias e and t). */
export const ENTRY_COLUMNS = `e.id, e.transaction_id, e.account_id, e.customer_id, e.counterparty_account_id, e.currency,
  e.amount_minor, e.type, t.status, t.description, e.created_at, e.posted_at`;

export function toEntry(r: EntryRow): TLedgerEntry {
  return {
    entryId: BigInt(r.id),
    transactionId: r.transaction_id,
    accountId: BigInt(r.account_id),
    customerId: r.customer_id,
    counterpartyAccountId: BigInt(r.counterparty_account_id),
    currency: r.currency as TCurrencyCode,
    amountMinor: BigInt(r.amount_minor),
    type: r.type as TLedgerTransactionType,
    status: r.status as TLedgerTransactionStatus,
    description: r.description,
    createdAt: r.created_at,
    postedAt: r.posted_at,
  };
}

export interface TransactionRow {
  id: string;
  type: string;
  status: string;
  description: string;
  metadata: Record<string, unknown> | string;
  created_at: Date;
  posted_at: Date | null;
  expires_at: Date | null;
  reverses_id: string | null;
  settles_id: string | null;
  batch_id: string | null;
  invoice_id: string | null;
  counterparty: string | null;
  external_reference: string | null;
}

export const TRANSACTION_COLUMNS =
  'id, type, status, description, metadata, created_at, posted_at, expires_at, reverses_id, settles_id, batch_id, invoice_id, counterparty, external_reference';

export function toTransaction(r: TransactionRow, entries: TLedgerEntry[]): TLedgerTransaction {
  return {
    transactionId: r.id,
    type: r.type as TLedgerTransactionType,
    status: r.status as TLedgerTransactionStatus,
    description: r.description,
    metadata: typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as Record<string, unknown>) : r.metadata,
    createdAt: r.created_at,
    postedAt: r.posted_at,
    expiresAt: r.expires_at,
    reversesId: r.reverses_id,
    settlesId: r.settles_id,
    references: referencesOf(r.batch_id, r.invoice_id, r.counterparty, r.external_reference),
    entries,
  };
}

/** bigint parameters travel as decimal text (both drivers accept it for int8). */
export function int8(value: bigint): string {
  return value.toString();
}
export function int8List(values: Iterable<bigint>): string[] {
  return [...values].map(int8);
}

/** References from their columns, leaving out the empty ones. */
export function referencesOf(
  batchId: string | null | undefined,
  invoiceId: string | null | undefined,
  counterparty: string | null | undefined,
  externalReference: string | null | undefined,
): TReferences {
  return {
    ...(batchId != null ? { batchId } : {}),
    ...(invoiceId != null ? { invoiceId } : {}),
    ...(counterparty != null ? { counterparty } : {}),
    ...(externalReference != null ? { externalReference } : {}),
  };
}
