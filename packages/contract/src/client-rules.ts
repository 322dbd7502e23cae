/**
 * The client rules of spec 1 §5: payload values that are empty are dropped before sending;
 * numeric-looking strings in responses become numbers, except the listed fields.
 */

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function isEmpty(v: unknown): boolean {
  return v === '' || v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));
}

/**
 * Drops '', null, undefined and NaN from a payload, recursively through plain objects and
 * arrays (array elements that are empty are removed too). Other values (false, 0, Blob, File,
 * Date) are kept as they are. Returns a new value; the input is not changed.
 */
export function dropEmpty<T>(payload: T): T {
  if (Array.isArray(payload)) return payload.filter((v) => !isEmpty(v)).map((v) => dropEmpty(v)) as T;
  if (!isPlainObject(payload)) return payload;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(payload)) {
    if (!isEmpty(v)) out[k] = dropEmpty(v);
  }
  return out as T;
}

/**
 * Fields whose numeric-looking strings stay strings. The spec lists address, name, alias,
 * description and bank address fields; we add money fields (kept exact: a float would lose
 * minor units), and identifiers and codes whose digits are not a quantity (leading zeros,
 * sixteen-digit numbers, ids our schemas type as strings).
 */
export const KEEP_AS_STRING_FIELDS: ReadonlySet<string> = new Set([
  // money: exact decimal strings
  'amount',
  'balance',
  'pendingAmount',
  'accountBalanceMin',
  'fee',
  'total',
  'toAmount',
  'fromAmount',
  'minAmount',
  'maxAmount',
  'estimatedTotal',
  'maximumTrxFee',
  'extraFxMarkupPercent',
  'feePayment',
  'rate',
  'exchangeRate',
  'used',
  'totalMonthlySalesVolume',
  'expectedMonthlyVolume',
  'averageTransactionAmount',
  'highestTransactionAmount',
  'lowestTransactionAmount',
  'numberOfExpectedMonthlyTransactions',
  // identifiers and codes
  'customerId',
  'userId',
  'transactionId',
  'exportId',
  'batchId',
  'operationId',
  'paymentId',
  'instructionId',
  'approvalTransactionId',
  'trxid',
  'reqId',
  'taskId',
  'emailId',
  'id',
  'uuid',
  'ticketNumber',
  // support desk (issue 22): ids, ticket numbers and the people's own text stay as written
  'ticketId',
  'threadId',
  'unreadTicketNumbers',
  'subject',
  'content',
  'summary',
  'title',
  'body',
  'taxId',
  'tin',
  'businessTaxId',
  'registrationNumber',
  'incorporationNumber',
  'number',
  'phone',
  'phoneNumber',
  'phoneCode',
  'applicantPhone',
  'countryCode',
  'postalCode',
  'zipCode',
  'code',
  'otp',
  'pin',
  'pinCode',
  'swift',
  'swiftBicCode',
  'iban',
  'binNumber',
  'bankCode',
  'bankAccountNumber',
  'accountNumber',
  'reference',
  'smsIdentifier',
  'secret',
  'token',
  'instantKey',
  'giin',
  'companyTicket',
  'value',
  'cardNumber',
  'cvv',
  'login',
]);

/** Name, address, alias, description and bank-address fields (spec 1 §5), matched by name. */
const KEEP_PATTERN = /(name|address|alias|description)$|^address|^bankAddress/i;

/** A string converted to a number: plain decimal, no leading zero, exact as a double. */
const NUMERIC = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

export function keepsString(field: string): boolean {
  return KEEP_AS_STRING_FIELDS.has(field) || KEEP_PATTERN.test(field);
}

function convert(s: string): string | number {
  if (!NUMERIC.test(s) || s.length > 15) return s;
  const n = Number(s);
  return Number.isFinite(n) && String(n) === s ? n : s;
}

/** Applies the response rule recursively; the field name of an array element is its array's. */
export function normalizeResponse<T = unknown>(value: unknown, field = ''): T {
  if (typeof value === 'string') return (field && !keepsString(field) ? convert(value) : value) as T;
  if (Array.isArray(value)) return value.map((v) => normalizeResponse(v, field)) as T;
  if (!isPlainObject(value)) return value as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = normalizeResponse(v, k);
  return out as T;
}
