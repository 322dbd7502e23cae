import type { THistoryFilter } from '@openportal/ledger';

/**
 * historyGet pages by number (spec 2: pageNumber, total), the ledger by keyset. This remembers,
 * per customer and filter, the keyset cursor each numbered page starts after, so the next page
 * (or the same one again) reads from the index where the last one ended instead of walking
 * every entry above it. A page not remembered (another replica, expired, a jump) is found by
 * the ledger's walk once, then remembered. Bounded: oldest first out past `MAX_KEYS`, and a
 * cursor older than `TTL_MS` is forgotten. Page 1 is never remembered: it always reads the
 * newest entries, and its `next` refreshes page 2's cursor, so paging after new money shows
 * no entry twice.
 */
const MAX_KEYS = 20_000;
const TTL_MS = 10 * 60_000;

const cursors = new Map<string, { after: string; at: number }>();

/** The key of one customer's filtered history (bigints and dates as text). */
export function historyKey(filter: THistoryFilter): string {
  return JSON.stringify(filter, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/** The cursor page `page` starts after, when known and fresh. */
export function cursorOf(key: string, page: number): string | undefined {
  const hit = cursors.get(`${page}|${key}`);
  if (!hit) return undefined;
  if (Date.now() - hit.at > TTL_MS) {
    cursors.delete(`${page}|${key}`);
    return undefined;
  }
  return hit.after;
}

/** Remembers where page `page` starts (`after`: the cursor of the page before's last entry). */
export function rememberCursor(key: string, page: number, after: string | null): void {
  if (page < 2 || after === null) return;
  const id = `${page}|${key}`;
  cursors.delete(id);
  cursors.set(id, { after, at: Date.now() });
  if (cursors.size > MAX_KEYS) cursors.delete(cursors.keys().next().value!);
}
