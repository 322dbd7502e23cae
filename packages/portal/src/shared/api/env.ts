import { STORAGE_KEYS } from '../storage-keys.ts';

const API_INDEX = /^[A-Za-z0-9-]{1,32}$/;

/**
 * The API index override (spec 1 §7 "Environment"): `?api=<index>` is saved in localStorage and
 * sent as `x-api-index`; `?api=` (empty) clears it. Returns the index in force.
 */
export function readApiIndex(search: string, storage: Storage): string | null {
  const params = new URLSearchParams(search);
  if (params.has('api')) {
    const value = params.get('api') ?? '';
    if (value === '') storage.removeItem(STORAGE_KEYS.apiIndex);
    else if (API_INDEX.test(value)) storage.setItem(STORAGE_KEYS.apiIndex, value);
  }
  const stored = storage.getItem(STORAGE_KEYS.apiIndex);
  return stored && API_INDEX.test(stored) ? stored : null;
}
