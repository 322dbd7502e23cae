/**
 * One Idempotency-Key per intended transfer: the same body retried keeps its key; a changed
 * body is a new intent and gets a new key; after success the next transfer gets a new key.
 */
export function createIdempotencyKeeper(newKey: () => string = () => globalThis.crypto.randomUUID()) {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (!current || current.body !== fingerprint) current = { key: newKey(), body: fingerprint };
      return current.key;
    },
    succeeded(): void {
      current = null;
    },
  };
}
