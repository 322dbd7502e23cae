/** PostgreSQL errors worth retrying the whole database transaction for. */
const TRANSIENT_CODES = new Set(['40001', '40P01']);

export function isTransientDbError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

/**
 * Runs `attempt` (one whole database transaction) again when it fails with a serialization
 * failure or a deadlock, at most `maxAttempts` times. Idempotency keys make a retry safe.
 */
export async function withTransientRetry<T>(attempt: () => Promise<T>, maxAttempts = 5): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= maxAttempts || !isTransientDbError(error)) throw error;
    }
  }
}
