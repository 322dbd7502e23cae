export { ledgerMigrations, migrateLedger, LEDGER_MIGRATION_SCOPE } from './migrations.ts';
export {
  openAccount,
  systemAccount,
  getAccounts,
  listCustomerAccounts,
  setAccountStatus,
  type TOpenAccount,
} from './accounts.ts';
export { postTransaction } from './post.ts';
export { createBatchWriter, type TBatchWriter, type TBatchWriterOptions } from './batch-writer.ts';
export { postBatch } from './post-batch.ts';
export {
  SYSTEM_ACCOUNT_CODES,
  railSuspenseCode,
  railSettlementCode,
  allSystemAccountCodes,
  type TRail,
} from './system-accounts.ts';
export { postFxTransaction, FX_ACCOUNT_CODE, FEES_ACCOUNT_CODE, type TFxRequest, type TFxRecord } from './fx.ts';
export { quoteFx, parseRate, FX_SPREAD_BPS_MAX, type TFxQuote, type TRational } from './fx-rate.ts';
export { postPending, voidPending, voidExpiredPending } from './pending.ts';
export { reverseTransaction, type TReverseRequest } from './reverse.ts';
export { getTransaction } from './transactions.ts';
export { listEntries, accountStatement, type THistoryQuery, type TStatement } from './history.ts';
export { pruneIdempotencyKeys, transactionIdOfKey } from './idempotency.ts';
export { checkInvariants } from './invariants.ts';
export { withTransientRetry, isTransientDbError } from './retry.ts';
export { LedgerInvariantError } from './assert.ts';
export {
  LEDGER_LIMITS,
  LEDGER_ERRORS,
  type TLedgerAccount,
  type TLedgerAccountStatus,
  type TBalance,
  type TAccountWithBalance,
  type TMove,
  type TPostRequest,
  type TLedgerEntry,
  type TLedgerTransaction,
  type TLedgerTransactionType,
  type TLedgerTransactionStatus,
  type TLedgerError,
  type TLedgerResult,
  type TPostOutcome,
} from './types.ts';
