/** A broken invariant: a bug, never a business outcome. Crash loudly (conventions). */
export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new LedgerInvariantError(message);
}
