import { STORAGE_KEYS } from '../storage-keys.ts';

/** Answers kept for the browser session (sessionStorage), by query key. */
export function readSessionCache<T>(storage: Storage, key: readonly unknown[]): T | undefined {
  try {
    const raw = storage.getItem(`${STORAGE_KEYS.sessionCachePrefix}${JSON.stringify(key)}`);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeSessionCache(storage: Storage, key: readonly unknown[], value: unknown): void {
  try {
    storage.setItem(`${STORAGE_KEYS.sessionCachePrefix}${JSON.stringify(key)}`, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the in-memory cache still holds it */
  }
}
