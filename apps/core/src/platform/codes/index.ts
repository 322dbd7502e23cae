/**
 * One-time codes (SMS, e-mail, push, authenticator) and TOTP: a code bound to one action and one
 * payload, with send and attempt limits. Every domain that confirms something uses them through
 * this entry (tested in module-boundaries.test.ts).
 */
export {
  CODE_LIMITS,
  CODE_SEND_LIMIT_REACHED,
  checkSendLimit,
  issueCode,
  deliverCode,
  verifyCode,
  codeRefusal,
  type TCodeChannel,
  type TCodeRequest,
  type TCodeCheck,
  type TCodeRefusal,
  type TCodeAttempt,
} from './one-time-codes.ts';
export { confirmCode, type TCodeConfirm } from './confirm.ts';
export { CODE_PURPOSES, type TCodePurpose } from './purposes.ts';
export {
  latestPendingCode,
  latestSecurityCodeId,
  lockSecurityCode,
  recordCodeFailure,
  recentCodeFailures,
  type TSecurityCodeRow,
} from './code-store.ts';
export { newTotpSecret, totp, matchTotpStep, verifyTotp, base32Encode, base32Decode } from './totp.ts';
