/** Leading bytes each sniffable type must start with; a declared type must match its content. */
const SIGNATURES: Record<string, readonly (readonly number[])[]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
};
const TEXT_TYPES = new Set(['text/plain', 'text/csv', 'application/json']);

/** What a store accepts unless told otherwise: documents and images people upload. */
export const DEFAULT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
] as const;

/** `type/subtype` in lower case without parameters, or null for something that is not one. */
export function normaliseContentType(value: string): string | null {
  const base = value.split(';')[0]!.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,62}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,62}$/.test(base) ? base : null;
}

/** Whether the first bytes of a file fit its declared type (text has no NUL; others unchecked). */
export function contentMatches(contentType: string, head: Uint8Array): boolean {
  const signatures = SIGNATURES[contentType];
  if (signatures) return signatures.some((sig) => sig.every((byte, i) => head[i] === byte));
  if (TEXT_TYPES.has(contentType)) return !head.includes(0);
  return true;
}

/** Bytes needed to check any signature. */
export const SNIFF_BYTES = 16;
