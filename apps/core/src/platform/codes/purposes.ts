/** The actions a one-time code confirms: a code of one never confirms another. */
export const CODE_PURPOSES = [
  'signIn',
  'passwordChange',
  'passwordRecovery',
  'twoStepSet',
  'deviceApprove',
  'deviceRemove',
  /** Profile (issue 21): a new e-mail, a phone, the customer's contact (verification/customer). */
  'emailConfirm',
  'phoneConfirm',
  'contactVerify',
  'paymentApprove',
  /** Cards (issue 24): revealing a card's details or PIN, or changing the PIN. */
  'cardReveal',
  /** Issue 21: a username change, confirmed with the current second factor. */
  'usernameChange',
] as const;
export type TCodePurpose = (typeof CODE_PURPOSES)[number];
