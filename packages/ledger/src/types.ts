import type { TCurrencyCode } from '@openportal/contract';
import type { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@openportal/contract';

/** What a movement is, as history shows it (contract's TRANSACTION_TYPES). */
export type TLedgerTransactionType = (typeof TRANSACTION_TYPES)[number];
/** pending (a hold), completed, rejected (a voided hold), reversed (undone by a later one). */
export type TLedgerTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** active: everything; frozen: credits only; closed: nothing. */
export type TLedgerAccountStatus = 'active' | 'frozen' | 'closed';

export interface TLedgerAccount {
  accountId: bigint;
  /** Owner; null for a system account. */
  customerId: string | null;
  /** Name of a system account (e.g. 'world', 'fees'); null for a customer's account. */
  systemCode: string | null;
  currency: TCurrencyCode;
  /** Product type id (contract ACCOUNT_TYPES, card product types); 0 for system accounts. */
  type: number;
  subType: string | null;
  status: TLedgerAccountStatus;
  /** Lowest allowed available balance; null means unbounded (system accounts). */
  floorMinor: bigint | null;
  createdAt: Date;
}

export interface TBalance {
  /** Sum of posted entries. */
  postedMinor: bigint;
  /** Outgoing amounts of pending transactions. */
  heldMinor: bigint;
  /** postedMinor - heldMinor. */
  availableMinor: bigint;
  /** availableMinor - floor: the most a new debit may take (null for unbounded accounts). */
  spendableMinor: bigint | null;
}

export type TAccountWithBalance = TLedgerAccount & TBalance;

/** One movement of money between two accounts of the same currency. */
export interface TMove {
  fromAccountId: bigint;
  toAccountId: bigint;
  amountMinor: bigint;
  /** History type of these two entries when it differs from the transaction's (a fee). */
  type?: TLedgerTransactionType;
}

/** Limits on what one request may carry (put a limit on everything). */
export const LEDGER_LIMITS = {
  movesPerTransaction: 64,
  descriptionLength: 500,
  metadataBytes: 8 * 1024,
  idempotencyKeyLength: 128,
  idempotencyScopeLength: 128,
  pageSizeMax: 100,
  expireBatchMax: 1000,
  referenceLength: 200,
  settleBatchMax: 1000,
} as const;

/**
 * What a movement belongs to and who it is with, as typed, indexed columns (not free JSON):
 * "every movement of invoice X" is one index probe.
 */
export interface TReferences {
  /** A mass-payment batch, a payout file. */
  batchId?: string;
  invoiceId?: string;
  /** The other party outside our books: an e-mail, an IBAN, a merchant id. */
  counterparty?: string;
  /** The rail's or the caller's own reference. */
  externalReference?: string;
}

export interface TPostRequest {
  /** Who the key belongs to (e.g. the customer id); keys of different scopes never meet. */
  idempotencyScope: string;
  idempotencyKey: string;
  type: TLedgerTransactionType;
  moves: readonly TMove[];
  description?: string;
  /** Free data for the caller (counterparty e-mail, note, link); not read by the ledger. */
  metadata?: Record<string, unknown>;
  /** True: a hold. Debits are reserved, nothing is posted until postPending. */
  pending?: boolean;
  /** For a pending transaction: voidExpiredPending voids it after this time. */
  expiresAt?: Date;
  references?: TReferences;
}

export interface TLedgerEntry {
  entryId: bigint;
  transactionId: string;
  accountId: bigint;
  customerId: string | null;
  counterpartyAccountId: bigint;
  currency: TCurrencyCode;
  /** Signed: positive into the account, negative out of it. */
  amountMinor: bigint;
  type: TLedgerTransactionType;
  status: TLedgerTransactionStatus;
  description: string;
  createdAt: Date;
  postedAt: Date | null;
}

export interface TLedgerTransaction {
  transactionId: string;
  type: TLedgerTransactionType;
  status: TLedgerTransactionStatus;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  postedAt: Date | null;
  expiresAt: Date | null;
  reversesId: string | null;
  /** For a part of a hold posted in parts: the hold. */
  settlesId: string | null;
  references: TReferences;
  entries: TLedgerEntry[];
}

/**
 * A closed catalogue of refusals, appended to only. Names match contract ERROR_MESSAGES keys
 * where one exists; core maps them to the wire. `final` ones fail the same way on retry.
 */
export const LEDGER_ERRORS = {
  invalidParams: { final: true },
  notFound: { final: true },
  closedAccount: { final: true },
  frozenAccount: { final: true },
  currencyMismatch: { final: true },
  sameAccount: { final: true },
  insufficientFunds: { final: false },
  idempotencyKeyReused: { final: true },
  /** Another request with the same key is being written right now: ask again shortly. */
  idempotencyInProgress: { final: false },
  notPending: { final: true },
  notCompleted: { final: true },
} as const;
export type TLedgerError = keyof typeof LEDGER_ERRORS;

export type TLedgerResult<T> = { ok: true; value: T } | { ok: false; error: TLedgerError; detail?: string };

/** What a movement changed: the transaction, and the touched accounts for realtime events. */
export interface TPostOutcome {
  transaction: TLedgerTransaction;
  /** True when the idempotency key had been used with the same request: nothing new happened. */
  replayed: boolean;
  /** Customer accounts whose balance (posted or held) changed, with their owners. */
  touched: Array<{ accountId: bigint; customerId: string }>;
}
