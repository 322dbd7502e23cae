import { describe, expect, it, vi } from 'vitest';
import { createSession, TOKEN_KEY } from './session.ts';

describe('the session', () => {
  it('keeps the token in the given storage and tells its listeners', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const s = createSession(storage);
    const heard = vi.fn();
    s.subscribe(heard);
    s.set('adm_x');
    expect(store.get(TOKEN_KEY)).toBe('adm_x');
    expect(createSession(storage).token()).toBe('adm_x');
    s.set(null);
    expect(store.has(TOKEN_KEY)).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
