/** Where answers kept for the browser session live: a Storage and the prefix of their keys. */
export interface TSessionCache {
  storage: Storage;
  prefix: string;
}

/** An answer kept for the browser session (sessionStorage), by query key. */
export function readSessionCache<T>({ storage, prefix }: TSessionCache, key: readonly unknown[]): T | undefined {
  try {
    const raw = storage.getItem(`${prefix}${JSON.stringify(key)}`);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeSessionCache({ storage, prefix }: TSessionCache, key: readonly unknown[], value: unknown): void {
  try {
    storage.setItem(`${prefix}${JSON.stringify(key)}`, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the in-memory cache still holds it */
  }
}
