import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS } from '@openportal/contract';
import { createAnalyticsClient } from './client.ts';
import { answerConsent, needsConsent, startsConsented, storedConsent } from './consent.ts';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('analytics consent (spec 3 §7)', () => {
  it('a brand that does not ask starts consented and shows no banner', () => {
    const s = memoryStorage();
    expect([startsConsented(false, s), needsConsent(false, s)]).toEqual([true, false]);
  });

  it('where the brand asks: nothing is sent before Allow; Allow sends what was queued and is remembered', async () => {
    const s = memoryStorage();
    const send = vi.fn(async () => ({ status: 200 }));
    const client = createAnalyticsClient({ send, consented: startsConsented(true, s) });
    expect(needsConsent(true, s)).toBe(true);
    client.track('Login Click', {});
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs * 3);
    expect(send).not.toHaveBeenCalled();
    answerConsent(s, client, 'granted');
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs);
    expect(send).toHaveBeenCalledTimes(1);
    expect(storedConsent(s)).toBe('granted');
    expect([startsConsented(true, s), needsConsent(true, s)]).toEqual([true, false]);
  });

  it('No, thanks drops the queue, sends nothing later, and is remembered', async () => {
    const s = memoryStorage();
    const send = vi.fn(async () => ({ status: 200 }));
    const client = createAnalyticsClient({ send, consented: startsConsented(true, s) });
    client.track('Login Click', {});
    answerConsent(s, client, 'refused');
    client.track('Login Success', {});
    await vi.advanceTimersByTimeAsync(ANALYTICS.flushIntervalMs * 3);
    await client.flush();
    expect(send).not.toHaveBeenCalled();
    expect([storedConsent(s), startsConsented(true, s), needsConsent(true, s)]).toEqual(['refused', false, false]);
  });
});
