/**
 * Identity's public API: what other domains may use of sign-in, sessions and the security data
 * of a user. Everything else in identity/ is its own (module-boundaries.test.ts holds it).
 * One-time codes and TOTP live in platform/codes, notices in platform/notifications, the
 * user directory in users/.
 */
export { identityModule } from './module.ts';
export { parseSeiClients } from './sei.ts';
export { loadAccessTokens, type AccessTokens } from './signing-keys.ts';
export { hashPassword, verifyPassword, DUMMY_HASH } from './passwords.ts';
export { revokeFamily, type TokenServiceDeps } from './token-service.ts';
export { smsCodeHash, maskPhone } from './sign-in-checks.ts';
export {
  securityUser,
  recordTotpStep,
  setTwoStepMode,
  setPasswordHash,
  otherSessions,
  activeUserByEmail,
  type TSecurityUser,
} from './data/users.ts';
export { primaryPhone, insertPrimaryPhone, type TPhone } from './data/phones.ts';
export {
  accessIpsOf,
  accessIpMode,
  lockAccessIpMode,
  setAccessIpMode,
  insertAccessIp,
  deleteAccessIp,
  type TAccessIp,
} from './data/access-ips.ts';
export { ACCESS_IP_MAX, rangeOf, ipAllowed, canonicalIp } from './ip-allow-list.ts';
export { loginHistoryPage } from './data/login-history.ts';
export { checkDocumentUpload, documentFileType } from './profile/document-upload-rules.ts';
export {
  DOCUMENT_REVIEW_STATUSES,
  DOCUMENT_STATUS_IDS,
  documentCategory,
  documentsOf,
  uploadedDocument,
  type TDocumentReviewStatus,
  type TDocumentRow,
} from './profile/documents.ts';
/** A company's addresses and their statuses, as addressInquiry answers them (issue 26). */
export { addressesOf } from './profile/addresses.ts';
export { addressEntry, addressStatusOf } from './profile/address-view.ts';
/** Business registration and activation (issue 26) reuse registration's links and tokens. */
export { sendActivation, type RegistrationDeps } from './registration.ts';
export { issueTokens } from './token-service.ts';
export { lockActivation, spendActivationCodes } from './data/activation-codes.ts';
export { markUserActive } from './data/users.ts';
