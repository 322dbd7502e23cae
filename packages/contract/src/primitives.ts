import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { success } from './envelope.ts';
import { EMAIL_LOCAL_PART_MAX, FIELD_MESSAGES } from './field-messages.ts';

/**
 * Building blocks shared by the call schemas. Messages are written for the portal to show
 * beside the field (the envelope's validationErrors carry the field path).
 */
export const ZId = z.string().min(1, 'Required').max(64, 'At most 64 characters');
/** Positive integer id in a JSON body (32-bit, like the spec's contract ids). */
export const ZIntId = z.int32({ error: 'Must be a whole number' }).positive('Must be a positive number');
/** Positive integer id in a path or query string, e.g. /contract/{id}. */
export const ZIntParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.int32({ error: 'Must be a whole number' }).positive());
export const ZUuid = z.uuid('Must be a UUID');
export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, FIELD_MESSAGES.countryCode);
export { EMAIL_LOCAL_PART_MAX };
export const EMAIL_LOCAL_PART_MESSAGE = FIELD_MESSAGES.emailLocalPart;
const UTF8 = new TextEncoder();
export function localPartFits(email: string): boolean {
  const at = email.lastIndexOf('@');
  return UTF8.encode(at === -1 ? email : email.slice(0, at)).length <= EMAIL_LOCAL_PART_MAX;
}
export const ZEmail = z
  .email(FIELD_MESSAGES.email)
  .max(254, FIELD_MESSAGES.atMost254)
  .refine(localPartFits, EMAIL_LOCAL_PART_MESSAGE);
export const ZDate = z.iso.date(FIELD_MESSAGES.date);
export const ZDateTime = z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' });
export const ZUrl = z
  .url({ protocol: /^https?$/, error: 'Must be an http or https URL' })
  .max(2048, 'At most 2048 characters');
export const ZIp = z.union([z.ipv4(), z.ipv6()], { error: 'Must be an IP address' });
export const ZNote = z.string().trim().max(1000, 'At most 1000 characters');
export const ZName = z.string().trim().min(1, FIELD_MESSAGES.required).max(100, FIELD_MESSAGES.atMost100);
export const ZText = z.string().max(4000, 'At most 4000 characters');
export const ZPhoneNumber = z.string().regex(/^[0-9]{4,15}$/, 'Phone number is 4 to 15 digits');
/** Country calling code without plus signs (spec 1 §5). */
export const ZPhoneCountryCode = z
  .string()
  .regex(/^[0-9]{1,4}$/, 'Country calling code is 1 to 4 digits, no plus sign');
export const ZOtp = z.string().regex(/^[0-9]{6}$/, 'One-time code is 6 digits');
export const ZApprovalCode = z.string().regex(/^[0-9A-Za-z]{4,12}$/, 'Approval code is 4 to 12 letters or digits');
export const ZLang = z.enum(LANGUAGES, { error: 'Unknown language' });
export const ZPageNumber = z.int().min(1, 'Page is at least 1').max(100_000);
export const ZBinNumber = z.string().regex(/^[0-9]{6}$/, 'Card BIN is the first 6 digits');
export const ZSwift = z
  .string()
  .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'SWIFT/BIC is 8 or 11 letters and digits');
export const ZIban = z
  .string()
  .regex(
    /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/,
    'IBAN is a country code, two check digits and up to 30 letters or digits',
  );
export const ZTaxId = z.string().trim().min(1, 'Required').max(40, 'At most 40 characters');
export const ZPin = z.string().regex(/^[0-9]{4}$/, 'PIN is 4 digits');
export const ZFreeObject = z.record(z.string(), z.unknown());
export const ZNamedItem = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });

/** A page size bounded by the spec's size for that list. */
export function pageSize(max: number, fallback = max) {
  return z.int().min(1, 'Page size is at least 1').max(max, `Page size is at most ${max}`).default(fallback);
}

/** Page size and number in a query string (strings on the wire). */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^[0-9]{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.int().min(min, `At least ${min}`).max(max, `At most ${max}`));
}

/** 'true' / 'false' in a query string. */
export const ZQueryBool = z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((v) => v === 'true');

/** Comma-separated list in a query string, each part checked by `item`. */
export function queryList<T extends z.ZodType<unknown, string>>(item: T, max = 20) {
  return z
    .string()
    .max(1000)
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max));
}

/** Success answer with nothing more than the envelope. */
export const ZOk = success({});
/** An empty request body. */
export const ZNoBody = z.strictObject({});
/** A list answer with a total. */
export function listOf<T extends z.ZodType>(key: string, row: T) {
  return success({ [key]: z.array(row), total: z.int().min(0) });
}
/** Rest answer of spec 3: envelope plus `data`. */
export function dataOf<T extends z.ZodType>(data: T) {
  return success({ data });
}
