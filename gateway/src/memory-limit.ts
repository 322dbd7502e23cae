/** Most clients counted in one window; past it, the window starts again (fails open, bounded memory). */
const CLIENTS_MAX = 100_000;

/**
 * A fixed-window rate limit in this process's memory (the `/api` fast path; sign-in keeps the
 * shared Redis limit of Fastify's path): `max` requests per client per `windowMs`. `take`
 * answers 0 when the request may go, else the seconds until the window ends (Retry-After).
 */
export function createMemoryLimit(max: number, windowMs: number, now: () => number = Date.now) {
  let counts = new Map<string, number>();
  let windowEnds = now() + windowMs;
  return {
    take(client: string): number {
      const at = now();
      if (at >= windowEnds || counts.size >= CLIENTS_MAX) {
        counts = new Map();
        windowEnds = at + windowMs;
      }
      const n = (counts.get(client) ?? 0) + 1;
      counts.set(client, n);
      return n > max ? Math.max(1, Math.ceil((windowEnds - at) / 1000)) : 0;
    },
  };
}
