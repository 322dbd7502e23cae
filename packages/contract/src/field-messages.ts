import { AMOUNT_MESSAGES } from './amount.ts';
import { ERROR_MESSAGES, type TErrorMessageKey } from './errors.ts';

/** RFC 5321 §4.5.3.1.1: the local part of an address is at most 64 octets. */
export const EMAIL_LOCAL_PART_MAX = 64;

/**
 * The schema messages the portal's forms show beside a field, each under a stable code. The
 * contract sends the English text (the envelope's validationErrors, the resolver's issues); the
 * clients key their translations by the code (`messageCode`), never by the English sentence.
 * Codes are never renamed; new ones are appended.
 */
export const FIELD_MESSAGES = {
  required: 'Required',
  nameRequired: 'Name is required',
  currentPasswordRequired: 'Current password is required',
  atMost50: 'At most 50 characters',
  atMost100: 'At most 100 characters',
  atMost254: 'At most 254 characters',
  chooseAccount: 'Choose an account',
  usernameEmail: 'Username must be a valid e-mail address',
  emailLocalPart: `The part before @ is at most ${EMAIL_LOCAL_PART_MAX} characters`,
  passwordShort: 'Password must be at least 8 characters',
  passwordLong: 'Password must be at most 128 characters',
  passwordLetter: 'Password must contain a letter',
  passwordDigit: 'Password must contain a digit',
  passwordsMismatch: 'Passwords do not match',
  countryCode: 'Country code is two capital letters',
  acceptTerms: 'You must accept the terms',
  amountNotString: AMOUNT_MESSAGES.notString,
  amountFormat: AMOUNT_MESSAGES.format,
  amountTooManyDecimals: AMOUNT_MESSAGES.tooManyDecimals,
  amountNotPositive: AMOUNT_MESSAGES.notPositive,
  amountTooLarge: AMOUNT_MESSAGES.tooLarge,
  unknownCurrency: AMOUNT_MESSAGES.currency,
  /** The merchant-account application form (spec 3 §3, issue 23). */
  tooLong: 'Too long for this field',
  listMin: 'Add at least one item',
  listMax: 'Too many items',
  phone: 'Enter a phone number',
  chooseOption: 'Choose one of the options',
  websiteUrl: 'Enter a web address such as https://example.com',
  swiftBic: 'SWIFT/BIC is 8 or 11 letters and digits',
  percentage: 'Enter a whole number from 1 to 100',
  ratePercent: 'Enter a whole number from 0 to 100',
  wholeNumber: 'Enter a whole number',
  notNegative: 'Cannot be negative',
  numberTooLarge: 'The number is too large',
  currencyCode: 'Currency is three capital letters',
  email: 'Must be a valid e-mail address',
  date: 'Must be a date (YYYY-MM-DD)',
  yesNo: 'Choose yes or no',
  validationType: 'Validation type is BASIC or FULL',
  documentType: 'Unknown document type',
  rejectReason: 'Give the applicant a reason (at most 1000 characters)',
} as const;

export type TFieldMessageCode = keyof typeof FIELD_MESSAGES;
/** A message's code: a field message's, or a server failure's (ERROR_MESSAGES). */
export type TMessageCode = TFieldMessageCode | TErrorMessageKey;

let byText: Map<string, TMessageCode> | null = null;

/** The code of a contract message (schema or server), or undefined for a text the contract does not name. */
export function messageCode(text: string): TMessageCode | undefined {
  byText ??= new Map(
    [...Object.entries(ERROR_MESSAGES), ...Object.entries(FIELD_MESSAGES)].map(([code, t]) => [
      t,
      code as TMessageCode,
    ]),
  );
  return byText.get(text);
}
