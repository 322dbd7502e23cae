import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS, ANALYTICS_BATCH_MAX_BYTES, REST_CALLS } from '@openportal/contract';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { onBrand, startTestCore, type TestCore } from '../test-support.ts';

/** The analytics sink (spec 3 §7, our stand-in of the third-party service) and its daily counts. */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let viewer: string;

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  viewer = await operatorSession(t, ['viewer']);
});
afterAll(async () => t?.close());

const event = (name: string, extra: object = {}) => ({
  event: name,
  distinctId: 'anon-1',
  time: new Date().toISOString(),
  ...extra,
});
const track = (payload: unknown, brand = 'paywave') =>
  t.core.app.inject({
    method: 'POST',
    url: REST_CALLS.analyticsTrack.path,
    headers: onBrand({}, brand),
    payload: payload as object,
  });
const daily = async (query = '') => {
  const r = await adminRest(t, 'GET', `/admin/analytics/daily${query}`, viewer);
  return { status: r.status, rows: (r.body.data ?? []) as Array<{ brand: string; event: string; count: number }> };
};

describe('analytics sink', () => {
  it('stores a batch under the host’s brand; the back office counts it per day, brand and event', async () => {
    const before = await daily('?brand=coinpurse');
    const r = await track(
      {
        batch: [
          event('Login Click'),
          event('Login Click'),
          event('Login Success', { properties: { method: 'Email' } }),
        ],
      },
      'coinpurse',
    );
    expect([r.statusCode, r.json()]).toEqual([200, { responseCode: '00', accepted: 3 }]);
    await track({ batch: [event('Login Click')] }, 'paywave');
    const after = await daily('?brand=coinpurse');
    const count = (rows: typeof after.rows, name: string) => rows.find((x) => x.event === name)?.count ?? 0;
    expect(count(after.rows, 'Login Click') - count(before.rows, 'Login Click')).toBe(2);
    expect(count(after.rows, 'Login Success') - count(before.rows, 'Login Success')).toBe(1);
    expect(after.rows.every((x) => x.brand === 'coinpurse')).toBe(true);
    expect((await daily()).rows.some((x) => x.brand === 'paywave' && x.event === 'Login Click')).toBe(true);
  });

  it('refuses a bad batch whole (nothing stored): empty, over 50, a nested property, a bad time', async () => {
    const stored = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM analytics_events')).rows[0]!.n);
    const n = await stored();
    const bad = [
      { batch: [] },
      { batch: Array.from({ length: ANALYTICS.batchSize + 1 }, () => event('Login Click')) },
      { batch: [event('Login Click'), event('X', { properties: { nested: { a: 1 } } })] },
      { batch: [event('Login Click', { time: 'yesterday' })] },
      { batch: [event('')] },
    ];
    for (const payload of bad) {
      const r = await track(payload);
      expect([r.statusCode, r.json().responseCode], JSON.stringify(payload).slice(0, 80)).toEqual([400, 'VF']);
    }
    expect(await stored()).toBe(n);
  });

  it('answers 413 to a batch over its byte limit (the client halves it)', async () => {
    const big = 'x'.repeat(400);
    const properties = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, big]));
    const batch = Array.from({ length: 10 }, () => event('Transactions Load', { properties }));
    expect(JSON.stringify({ batch }).length).toBeGreaterThan(ANALYTICS_BATCH_MAX_BYTES);
    expect((await track({ batch })).statusCode).toBe(413);
  });

  it('keeps the daily counts to operators, and to a range of at most 31 days in order', async () => {
    expect((await adminRest(t, 'GET', '/admin/analytics/daily', null)).status).toBe(401);
    expect((await daily('?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    expect((await daily('?from=2026-01-01&to=2026-03-01')).status).toBe(400);
    expect((await daily('?from=2026-01-01&to=2026-01-31')).status).toBe(200);
  });
});
