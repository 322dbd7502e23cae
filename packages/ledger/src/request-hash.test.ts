import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid, uuidV7 } from './ids.ts';
import { requestHash } from './request-hash.ts';
import { isTransientDbError, withTransientRetry } from './retry.ts';

describe('requestHash', () => {
  it('ignores key order and undefined members, and tells bigint from string', () => {
    expect(requestHash({ a: 1n, b: [{ x: 'y', z: undefined }] })).toBe(requestHash({ b: [{ x: 'y' }], a: 1n }));
    expect(requestHash({ a: 1n })).not.toBe(requestHash({ a: '1' }));
    expect(requestHash({ a: 1n })).not.toBe(requestHash({ a: 1 }));
    expect(requestHash({ d: new Date(0) })).toBe(requestHash({ d: new Date(0) }));
  });

  it('is the same for any order of the same members', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.bigInt(), fc.string(), fc.boolean())),
        (dict) => {
          const reversed = Object.fromEntries(Object.entries(dict).reverse());
          expect(requestHash(reversed)).toBe(requestHash(dict));
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('uuidV7', () => {
  it('is a version 7 UUID ordered by time', () => {
    const [a, b] = [uuidV7(1_000), uuidV7(2_000)];
    expect(isUuid(a)).toBe(true);
    expect(a[14]).toBe('7');
    expect(a < b).toBe(true);
  });

  it('carries the milliseconds in its first 48 bits, the RFC 9562 variant, and random bits that differ', () => {
    const ms = Date.UTC(2026, 10, 28, 1, 2, 3, 456);
    const ids = Array.from({ length: 1000 }, () => uuidV7(ms));
    const hex = ids[0]!.replaceAll('-', '');
    expect(parseInt(hex.slice(0, 12), 16)).toBe(ms);
    expect(hex[12]).toBe('7');
    for (const id of ids) expect('89ab').toContain(id.replaceAll('-', '')[16]);
    expect(new Set(ids).size).toBe(1000);
  });
});

describe('withTransientRetry', () => {
  it('retries deadlocks and serialization failures, not other errors', async () => {
    let calls = 0;
    const flaky = () =>
      ++calls < 3 ? Promise.reject(Object.assign(new Error('deadlock'), { code: '40P01' })) : Promise.resolve('done');
    expect(await withTransientRetry(flaky)).toBe('done');
    expect(calls).toBe(3);
    expect(isTransientDbError(Object.assign(new Error(), { code: '23505' }))).toBe(false);
    await expect(
      withTransientRetry(() => Promise.reject(Object.assign(new Error('always'), { code: '40001' })), 2),
    ).rejects.toThrow('always');
  });
});
