import { PASSPORT_STAMP_COUNTRIES, PASSPORT_STAMP_DOCUMENT_TYPE, TWO_SIDED_DOCUMENT_TYPES } from '../enums/identity.ts';

/**
 * What a customer's document upload must be (spec 1 §5, issue 21): each side at most 10 MiB,
 * an image (JPEG, PNG) or a PDF known by its first bytes, not its name or declared type; types
 * 4 and 5 need the back page; type 88 (passport registration stamp) only for RU and UA
 * residents. Core refuses by these rules, the portal checks the same before sending.
 */
export const DOCUMENT_UPLOAD = {
  maxBytesPerSide: 10 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'application/pdf'] as const,
  /** The file input's accept list. */
  accept: 'image/jpeg,image/png,application/pdf',
  sniffBytes: 8,
} as const;
export type TDocumentContentType = (typeof DOCUMENT_UPLOAD.contentTypes)[number];

const SIGNATURES: ReadonlyArray<[TDocumentContentType, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The accepted type the first bytes show, or null (anything else, whatever its name says). */
export function sniffDocumentType(head: Uint8Array): TDocumentContentType | null {
  for (const [type, sig] of SIGNATURES) if (sig.every((b, i) => head[i] === b)) return type;
  return null;
}

/** Whether a document type needs its back page too (types 4 and 5). */
export function documentNeedsBack(type: number): boolean {
  return (TWO_SIDED_DOCUMENT_TYPES as readonly number[]).includes(type);
}

/** Whether the type may be uploaded by a resident of the country (88 only for RU and UA). */
export function documentTypeAllowedFor(type: number, residenceCountryCode: string | null | undefined): boolean {
  if (type !== PASSPORT_STAMP_DOCUMENT_TYPE) return true;
  return (PASSPORT_STAMP_COUNTRIES as readonly string[]).includes((residenceCountryCode ?? '').toUpperCase());
}
