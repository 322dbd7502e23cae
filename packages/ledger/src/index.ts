export { ledgerMigrations, migrateLedger, LEDGER_MIGRATION_SCOPE } from './migrations.ts';
export {
  openAccount,
  systemAccount,
  getAccounts,
  listCustomerAccounts,
  customerAccountsWith,
  customerAccountsWithOther,
  setAccountStatus,
  type TOpenAccount,
} from './accounts.ts';
export { postTransaction } from './post.ts';
export { createBatchWriter, type TBatchWriter, type TBatchWriterOptions } from './batch-writer.ts';
export { postBatch, type TBatchRequest } from './post-batch.ts';
export {
  SYSTEM_ACCOUNT_CODES,
  railSuspenseCode,
  railSettlementCode,
  allSystemAccountCodes,
  type TRail,
} from './system-accounts.ts';
export { postFxTransaction, FX_ACCOUNT_CODE, FEES_ACCOUNT_CODE, type TFxRequest, type TFxRecord } from './fx.ts';
export { quoteFx, parseRate, FX_SPREAD_BPS_MAX, type TFxQuote, type TRational } from './fx-rate.ts';
export { postPending, voidPending, voidExpiredPending, settleHolds, type TSettleRequest } from './pending.ts';
export { reverseTransaction, reverseTransactions, type TReverseRequest } from './reverse.ts';
export { getTransaction } from './transactions.ts';
export {
  listEntries,
  countEntries,
  accountStatement,
  type THistoryFilter,
  type THistoryQuery,
  type THistoryPage,
  type TStatement,
} from './history.ts';
export { keyOfScope, pruneIdempotencyKeys, transactionIdOfKey, transactionIdsOfKeys } from './idempotency.ts';
export { recentCounterparties, type TCounterparty } from './counterparties.ts';
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
  type TReferences,
} from './types.ts';
export {
  postingPlan,
  planMoves,
  splitAmount,
  toMoves,
  systemAccountsOf,
  PlanError,
  type TPlanAccount,
  type TPlanStep,
  type TPlannedMove,
  type TRemainderRule,
} from './posting-plan.ts';
export { resolvePlan } from './resolve-plan.ts';
