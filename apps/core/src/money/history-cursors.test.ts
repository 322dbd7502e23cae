import { afterEach, describe, expect, it, vi } from 'vitest';
import { cursorOf, historyKey, rememberCursor } from './history-cursors.ts';

describe('history cursors (numbered pages read by keyset)', () => {
  afterEach(() => vi.useRealTimers());

  it('keys a filter by every field, bigints included, and one customer never reads another', () => {
    const a = historyKey({ customerId: 'c1', accountId: 7n, minAmountMinor: 100n });
    expect(historyKey({ customerId: 'c1', accountId: 7n, minAmountMinor: 100n })).toBe(a);
    expect(historyKey({ customerId: 'c2', accountId: 7n, minAmountMinor: 100n })).not.toBe(a);
    expect(historyKey({ customerId: 'c1', accountId: 8n, minAmountMinor: 100n })).not.toBe(a);
    rememberCursor(a, 2, '1700000000000000.42');
    expect(cursorOf(a, 2)).toBe('1700000000000000.42');
    expect(cursorOf(historyKey({ customerId: 'c2', accountId: 7n, minAmountMinor: 100n }), 2)).toBeUndefined();
    expect(cursorOf(a, 3)).toBeUndefined();
  });

  it('never remembers page 1 or a last page, and forgets after ten minutes', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const key = historyKey({ customerId: 'ttl' });
    rememberCursor(key, 1, '1.1');
    rememberCursor(key, 3, null);
    expect([cursorOf(key, 1), cursorOf(key, 3)]).toEqual([undefined, undefined]);
    rememberCursor(key, 2, '5.5');
    vi.advanceTimersByTime(9 * 60_000);
    expect(cursorOf(key, 2)).toBe('5.5');
    vi.advanceTimersByTime(2 * 60_000);
    expect(cursorOf(key, 2)).toBeUndefined();
  });

  it('keeps a bounded number of cursors, the oldest out first', () => {
    const first = historyKey({ customerId: 'bound-0' });
    rememberCursor(first, 2, '1.1');
    for (let i = 1; i <= 20_000; i++) rememberCursor(historyKey({ customerId: `bound-${i}` }), 2, '2.2');
    expect(cursorOf(first, 2)).toBeUndefined();
    expect(cursorOf(historyKey({ customerId: 'bound-20000' }), 2)).toBe('2.2');
  });
});
