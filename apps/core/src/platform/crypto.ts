import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
export const sha256Base64Url = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const newId = () => randomUUID();

/** Canonical JSON (sorted keys, bigint as string) for request hashes. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object')
    return JSON.stringify(typeof value === 'bigint' ? value.toString() : value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** Constant-time check of a shared secret (the internal routes' header). */
export function secretMatches(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given),
    b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
