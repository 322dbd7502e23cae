import { describe, expect, it } from 'vitest';
import { createVerifiedCache } from './access-verifier.ts';

const claims = (exp: number) => ({ sub: 'u', sid: 's', exp, brand: 'acme' });

describe('verified-token cache', () => {
  it('keeps a token until its exp, then forgets it', () => {
    const cache = createVerifiedCache(10);
    cache.set('t', claims(100));
    expect(cache.get('t', 99_999)).toEqual(claims(100));
    expect(cache.get('t', 100_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is bounded: the oldest entry leaves first', () => {
    const cache = createVerifiedCache(2);
    cache.set('a', claims(100));
    cache.set('b', claims(100));
    cache.set('c', claims(100));
    expect(cache.size).toBe(2);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)).toEqual(claims(100));
  });
});
