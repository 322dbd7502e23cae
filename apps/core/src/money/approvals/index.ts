/**
 * The approval state machine (issue 20 point 2): every payment that waits, in one place.
 * Money calls never import its insides: the shared money path (`money-writes.ts`) asks it per
 * movement (`decideApprovals`, `requestApprovals`), the approval calls decide through
 * `decide.ts`, the devices' page through `decidePayment`, and the expiry job voids holds.
 */
export {
  APPROVAL_RESENDS_MAX,
  APPROVAL_TTL_S,
  APPROVE_MODE_OF,
  COMPLETED,
  type TApprovalMode,
  type TApprovalStatus,
  type TPaymentState,
  type TUserTransactionMode,
} from './types.ts';
export {
  decideApprovals,
  requestApprovals,
  type TApprovalAsk,
  type TApprovalDecision,
  type TAskingMovement,
  type THeld,
} from './request.ts';
export { settle, decidePayment, expireApprovals, approvalJobs, type TPaymentDecision, type TEnd } from './machine.ts';
export { linkOf, sendApprovalCode, checkApprovalCode, type TApprovalCodePayload } from './codes.ts';
export {
  approvalRecordOf,
  waitingApprovals,
  type TApprovalRecord,
  type TWaitingPayment,
  type TApprovalRow,
} from './store.ts';
export {
  approveWithCode,
  resendCode,
  checkerDecide,
  confirmOperation,
  type TApprovalDeps,
  type TCheckerAnswer,
} from './decide.ts';
export { transactionRequests, requestMakers, requestCounts } from './checker-list.ts';
