import { STORAGE_KEYS } from '../storage-keys.ts';

const PUBLIC_PREFIXES = ['/login', '/register', '/activate', '/legal'];

/** Remembers where an unsigned user wanted to go (for the browser tab: sessionStorage). */
export function rememberPath(storage: Storage, path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || PUBLIC_PREFIXES.some((p) => path.startsWith(p))) return;
  storage.setItem(STORAGE_KEYS.rememberedPath, path);
}

/** The remembered path, once: it is cleared when read. Only same-origin absolute paths. */
export function takeRememberedPath(storage: Storage): string | null {
  const path = storage.getItem(STORAGE_KEYS.rememberedPath);
  storage.removeItem(STORAGE_KEYS.rememberedPath);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function forgetRememberedPath(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.rememberedPath);
}
