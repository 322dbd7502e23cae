import { APPROVAL_MODES } from '@openportal/contract';

/** Where a payment approval request is: waiting, or how it ended. */
export type TApprovalStatus = 'pending' | 'approved' | 'denied' | 'expired';

/**
 * How a payment waits (spec 2 §4 approval modes, and maker-checker):
 * - push 1: an approved linked device of the deciding user taps approve or deny;
 * - sms 2: a code texted to the user's confirmed phone;
 * - otp 3: a code of the user's authenticator (TOTP);
 * - code 4 (approvalCode): a code mailed to the user's sign-in address;
 * - checker: the maker has rights 3 (initiate); a full user (2 or 4) of the same customer
 *   approves it, with their own mode, and never their own request.
 * Mode none 0 does not wait: the movement posts at once.
 */
export type TApprovalMode = 'push' | 'sms' | 'otp' | 'code' | 'checker';

/** A user's transaction two-step setting (users.two_step_transaction). */
export type TUserTransactionMode = 'no' | 'push' | 'sms' | 'otp' | 'code';

/** The spec's approval mode number of a user's own mode (checker has none: the checker's mode decides). */
export const APPROVE_MODE_OF: Record<Exclude<TApprovalMode, 'checker'> | 'none', number> = {
  none: APPROVAL_MODES.none,
  push: APPROVAL_MODES.push,
  sms: APPROVAL_MODES.sms,
  otp: APPROVAL_MODES.otp,
  code: APPROVAL_MODES.approvalCode,
};

/**
 * What a money answer says of its movement (contract `paymentStateFields`): `completed` (posted),
 * `pending` (held, waiting for an approval: `trxid` is the request's id), or `rejected` (a
 * replay of a request denied or expired since). `approveMode` is what the caller does now: 0
 * nothing, 1 wait for the device, 2 sms, 3 otp, 4 e-mailed code; null when a checker decides.
 */
export interface TPaymentState {
  status: 'completed' | 'pending' | 'rejected';
  trxid: string | null;
  approveMode: number | null;
  approvalSentTo: string | null;
  checker: boolean;
}

export const COMPLETED: TPaymentState = {
  status: 'completed',
  trxid: null,
  approveMode: null,
  approvalSentTo: null,
  checker: false,
};

/**
 * How long a request waits (our choice): a device as long as a push sign-in (5 min); a code
 * request 30 min (each code lives 10, a resend gives a new one); a checker a week (a company's
 * approver is not always at their desk; the hold keeps the money reserved meanwhile).
 */
export const APPROVAL_TTL_S: Record<TApprovalMode, number> = {
  push: 300,
  sms: 1800,
  otp: 1800,
  code: 1800,
  checker: 7 * 24 * 3600,
};

/** Resends of one request's code (our choice; the hourly bound of one-time codes applies too). */
export const APPROVAL_RESENDS_MAX = 3;
