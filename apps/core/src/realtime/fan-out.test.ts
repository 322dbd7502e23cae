import { describe, expect, it } from 'vitest';
import type { TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { notifyDelivery } from './fan-out.ts';

/** What notifyDelivery NOTIFYs, parsed back. */
async function notified(delivery: TRealtimeDelivery): Promise<TRealtimeDelivery[]> {
  const payloads: string[] = [];
  const tx = {
    query: async (_sql: string, params: unknown[]) => {
      payloads.push(String(params[1]));
      return { rows: [], rowCount: 0 };
    },
  } as unknown as Queryable;
  await notifyDelivery(delivery, tx);
  for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(7000);
  return payloads.map((p) => JSON.parse(p) as TRealtimeDelivery);
}

const hex = (i: number) => i.toString(16).padStart(64, '0');

describe('notifyDelivery', () => {
  it('splits a delivery to many wait ids and users into payloads under the limit, each address once', async () => {
    const waitIds = Array.from({ length: 300 }, (_, i) => hex(i));
    const userIds = Array.from({ length: 200 }, (_, i) => `user-${i}`);
    const event = { type: 'DeviceStateChanged', reason: 'signInWaiting' } as const;
    const parts = await notified({ userIds, waitIds, event });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((p) => p.userIds).sort()).toEqual([...userIds].sort());
    expect(parts.flatMap((p) => p.waitIds ?? []).sort()).toEqual([...waitIds].sort());
    expect(parts.every((p) => p.event.type === 'DeviceStateChanged')).toBe(true);
  });

  it('sends a small delivery as it is', async () => {
    const d: TRealtimeDelivery = {
      userIds: [],
      waitIds: [hex(1)],
      event: { type: 'PushDecided', waitId: hex(1), result: 'denied' },
    };
    expect(await notified(d)).toEqual([d]);
  });
});
