import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS, type TAnalyticsEvent } from '@openportal/contract';
import { ANALYTICS_QUEUE_MAX, createAnalyticsClient, retryAfterMs, type TSendResult } from './client.ts';

/** A sink that answers each post with the next scripted result (then 200), recording batches. */
function sink(results: TSendResult[] = []) {
  const posts: Array<{ batch: TAnalyticsEvent[]; at: number }> = [];
  const send = vi.fn(async (batch: readonly TAnalyticsEvent[]) => {
    posts.push({ batch: [...batch], at: Date.now() });
    return results.shift() ?? { status: 200 };
  });
  return { send, posts };
}
let ids = 0;
const make = (s: ReturnType<typeof sink>, consented = true) =>
  createAnalyticsClient({ send: s.send, newId: () => `anon-${++ids}`, consented });
const trackMany = (c: ReturnType<typeof make>, n: number, name = 'Transactions Load') => {
  for (let i = 0; i < n; i++) c.track(name, { i });
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('analytics client', () => {
  it('sends a lone event after the flush interval, not before', async () => {
    const s = sink();
    const c = make(s);
    c.track('Login Click');
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs - 1);
    expect(s.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.posts.map((p) => p.batch.map((e) => e.event))).toEqual([['Login Click']]);
    expect(c.state().queued).toBe(0);
  });

  it('sends full batches of 50 at once, the rest at the interval', async () => {
    const s = sink();
    const c = make(s);
    trackMany(c, 120);
    await vi.advanceTimersByTimeAsync(10);
    expect(s.posts.map((p) => p.batch.length)).toEqual([50, 50]);
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs);
    expect(s.posts.map((p) => p.batch.length)).toEqual([50, 50, 20]);
    expect(s.posts.flatMap((p) => p.batch.map((e) => e.properties?.i))).toEqual([...Array(120).keys()]);
  });

  it('retries a 5xx and a timeout with the delay doubled each time, up to 10 minutes', async () => {
    const failures = Array.from({ length: 12 }, (_, n) => ({ status: n % 2 ? 503 : 0 }));
    const s = sink(failures);
    const c = make(s);
    c.track('Login Click');
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    const gaps = s.posts.slice(1).map((p, n) => p.at - s.posts[n]!.at);
    expect(gaps.slice(0, 8)).toEqual([5, 10, 20, 40, 80, 160, 320, 600].map((x) => x * 1000));
    expect(s.posts.at(-1)!.batch).toHaveLength(1);
    expect(c.state().queued).toBe(0);
  });

  it('waits as long as Retry-After says on a 429 (seconds or a date)', async () => {
    const s = sink([
      { status: 429, retryAfter: '7' },
      { status: 429, retryAfter: 'Thu, 01 Jan 2026 00:01:00 GMT' },
    ]);
    const c = make(s);
    c.track('Login Click');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const at = s.posts.map((p) => p.at - Date.parse('2026-01-01T00:00:00Z'));
    expect(at).toEqual([5_000, 12_000, 60_000]);
  });

  it('halves the batch on 413, and drops a single event still too big', async () => {
    const s = sink([{ status: 413 }, { status: 413 }]);
    const c = make(s);
    trackMany(c, 50);
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs * 4);
    expect(s.posts.map((p) => p.batch.length)).toEqual([50, 25, 12, 12, 12, 12, 2]);
    expect(c.state().batchSize).toBe(12);

    const big = sink([{ status: 413 }]);
    const one = make(big);
    one.track('Huge');
    one.track('Small');
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs * 3);
    expect(big.posts.map((p) => p.batch.map((e) => e.event))).toEqual([['Huge', 'Small'], ['Huge'], ['Small']]);
  });

  it('takes a batch a 4xx refuses off the queue (no retry), and keeps the queue bounded', async () => {
    const s = sink([{ status: 400 }]);
    const c = make(s);
    c.track('Bad');
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs * 10);
    expect(s.posts).toHaveLength(1);

    const down = sink(Array.from({ length: 100 }, () => ({ status: 503 })));
    const d = make(down);
    trackMany(d, ANALYTICS_QUEUE_MAX + 250);
    expect(d.state().queued).toBe(ANALYTICS_QUEUE_MAX);
  });

  it('sends nothing before consent, and forgets the queue when refused', async () => {
    const s = sink();
    const c = make(s, false);
    c.track('Login Click');
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs * 3);
    expect(s.posts).toHaveLength(0);
    c.consent(true);
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs);
    expect(s.posts).toHaveLength(1);
    c.consent(false);
    c.track('Login Success');
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs * 3);
    expect([s.posts.length, c.state().queued]).toEqual([1, 1]);
    c.consent(false);
    expect(c.state().queued).toBe(0);
  });

  it('tags events with the identified user, and a new anonymous id after reset', async () => {
    const s = sink();
    const c = make(s);
    c.track('Login Click');
    c.identify('c:42');
    c.track('Login Success');
    c.reset();
    c.track('Login Click');
    await c.flush();
    const [first, second, third] = s.posts[0]!.batch.map((e) => e.distinctId);
    expect(second).toBe('c:42');
    expect(first).toMatch(/^anon-/);
    expect(third).toMatch(/^anon-/);
    expect(third).not.toBe(first);
  });

  it('never throws into the page when send itself throws', async () => {
    const c = createAnalyticsClient({ send: () => Promise.reject(new Error('offline')) });
    expect(() => c.track('Login Click')).not.toThrow();
    await expect(c.flush()).resolves.toBeUndefined();
    expect(c.state()).toMatchObject({ queued: 1, retryInMs: ANALYTICS.flushIntervalMs });
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, caps at 10 minutes, and ignores junk', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs('99999', now)).toBe(ANALYTICS.maxRetryDelayMs);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
