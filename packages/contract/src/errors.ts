import { SESSION_EXPIRED_MESSAGE } from './constants.ts';
/**
 * The response-code catalogue of spec 1 §8 and spec 2 §8. Codes are never renumbered or
 * removed; new ones are appended. Each has the HTTP status core answers with.
 */
export const RESPONSE_CODES = {
  '00': { meaning: 'success', httpStatus: 200 },
  VF: { meaning: 'verify error', httpStatus: 400 },
  TE: { meaning: 'terms error', httpStatus: 403 },
  AE: { meaning: 'client or network error', httpStatus: 400 },
  AU: { meaning: 'auth error', httpStatus: 401 },
  ENOA: { meaning: 'no access', httpStatus: 403 },
  UE: { meaning: 'unknown error', httpStatus: 500 },
  CA: { meaning: 'closed account', httpStatus: 409 },
  '13': { meaning: 'access denied', httpStatus: 403 },
  TA1: { meaning: 'invalid params', httpStatus: 400 },
  IM: { meaning: 'invalid method', httpStatus: 404 },
  '92': { meaning: 'confirmation required (identical batch)', httpStatus: 200 },
} as const;

export type TResponseCode = keyof typeof RESPONSE_CODES;
export const RESPONSE_CODE_LIST = /* @__PURE__ */ Object.keys(RESPONSE_CODES) as TResponseCode[];

/**
 * Stable message keys core sends as responseDescription for failures it names itself. The
 * portal translates them (i18n key `errors.<key>`); an unknown description is shown as is.
 * Our choice: the spec fixes the codes, not these texts.
 */
export const ERROR_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  accountNotActivated: 'Account is not activated. Check your e-mail for the activation link',
  invalidOtp: 'Invalid one-time code',
  invalidCodeVerifier: 'Code verifier does not match the code challenge',
  invalidCode: 'Sign-in code is invalid or expired',
  refreshTokenExpired: SESSION_EXPIRED_MESSAGE,
  refreshTokenReused: 'Refresh token was already used; the session has been revoked',
  emptyRefreshToken: 'Empty refresh token',
  accessTokenInvalid: 'Access token is missing, invalid or expired',
  validationFailed: 'Validation failed',
  invalidParams: 'Invalid params',
  invalidMethod: 'Invalid method',
  noAccess: 'No access to this customer',
  accessDenied: 'Access denied',
  closedAccount: 'Account is closed',
  frozenAccount: 'Account is frozen: it can receive money but cannot send it',
  insufficientFunds: 'Insufficient funds',
  sameAccount: 'Source and target account must differ',
  currencyMismatch: 'Amount currency does not match the account',
  amountAboveMax: 'Amount is above the maximum',
  emailTaken: 'This e-mail is already registered',
  invalidActivationCode: 'Activation link is invalid or expired',
  alreadyActivated: 'Account is already activated',
  idempotencyKeyReused: 'Idempotency key was already used with a different request',
  idempotencyInProgress: 'A request with this idempotency key is still in progress',
  idempotencyKeyMissing: 'Idempotency-Key header is required',
  tooManyRequests: 'Too many requests, try again later',
  serverError: 'Server is not available',
  notFound: 'Not found',
  bodyTooLarge: 'Request body is too large',
  chooseOwnAccount: 'Choose one of your open accounts',
  noExchangeRate: 'No exchange rate for this currency pair',
  amountTooSmallToExchange: 'The amount is too small to exchange',
  unknownBrand: 'Unknown brand',
  invalidAmount: 'Enter an amount such as 10.50',
  currencyAccountExists: 'You already have an account in this currency',
  ipNotAllowed: 'Sign-in from this IP address is not allowed',
  invalidSecurityCode: 'The code is wrong or expired',
  tooManyCodeAttempts: 'Too many wrong codes. Try again later',
  tooManyCodesSent: 'Too many codes were sent. Try again later',
  notOperationId: 'Not Operation Id, Fail Operation',
  wrongCurrentPassword: 'Current password is wrong',
  samePassword: 'The new password must differ from the current one',
  phoneRequired: 'Add and confirm a phone number first',
  noLinkedDevice: 'Link a device first',
  /** Issue 18: a change of a factor needs the current factor's code (sent now, or the authenticator's). */
  factorCodeSent: 'Confirm this change with the code of your current two-step verification',
  newAuthenticatorCode: 'Enter the code your new authenticator app shows',
  lastPushDevice: 'Choose another two-step mode before removing your last approved device',
  ipListFull: 'The list holds at most 100 addresses',
  ipRangeInvalid: 'A range runs from a lower to a higher address of the same kind',
  ipListWouldLockOut: 'Your current IP address would be outside the list',
  unknownNotificationSetting: 'Unknown notification setting',
  blacklistSelf: 'You cannot block your own e-mail',
  blacklistFull: 'The list holds at most 500 e-mails',
  pushPending: 'Waiting for approval on your device',
  pushDenied: 'Sign-in was denied on your device',
  migrationRequired: 'Sign-in now needs approval on your phone: link the app to continue',
  deviceLinkInvalid: 'The link code is wrong or expired',
  deviceNotFound: 'Device not found',
  termsNotAccepted: 'Accept the terms to continue',
  unknownTerms: 'These are not the terms to accept',
  tooManyPasswordAttempts: 'Too many failed sign-in attempts. Try again in 15 minutes',
  deviceApproved: 'This device is already approved',
  seiClientUnknown: 'This application is not allowed to ask for sign-in',
  /** Spec 2 §8: a payment denied on the linked device. */
  transactionRejected: 'Transaction was rejected.',
  paymentApprovalExpired: 'The payment was not approved in time',
  /** Back office (four eyes): an FX mid rate more than 10 times off the current one. */
  rateTooFarFromCurrent: 'The rate is more than 10 times away from the current rate',
  ownChange: 'Another operator must approve or reject this change',
  changeNotPending: 'This change was already approved or rejected',
  changeOutdated: 'The values changed since this was proposed. Reject it and propose again',
} as const;

export type TErrorMessageKey = keyof typeof ERROR_MESSAGES;
