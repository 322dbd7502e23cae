/**
 * Fixed-window counter per key, bounded in size. Per replica: with several replicas the
 * limit is per replica unless a shared store (Redis) is configured — see docs.
 */
export function createRateLimiter(limit: number, windowMs: number, maxKeys = 100_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** True when the call is allowed. */
    take(key: string, now = Date.now()): boolean {
      const w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        if (windows.size >= maxKeys) windows.clear();
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      w.count++;
      return w.count <= limit;
    },
  };
}
