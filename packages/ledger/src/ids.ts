import { randomUUID } from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then 74 random bits. Time-ordered,
 * so new transaction ids land at the end of the primary-key index instead of all over it. The
 * random bits come from `randomUUID` (a version 4 id: its variant bits are already the ones v7
 * needs), which draws on a cached pool of entropy instead of a call into the random source per
 * id (issue 25: `randomBytes` per movement showed in core's profile).
 */
export function uuidV7(nowMs: number = Date.now()): string {
  const random = randomUUID(); // xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx
  const ms = nowMs.toString(16).padStart(12, '0');
  return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-7${random.slice(15, 18)}-${random.slice(19)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
