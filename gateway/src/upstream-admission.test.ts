import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ERROR_MESSAGES } from '@openportal/contract';
import { createUpstreamAdmission } from './upstream-admission.ts';
import { sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';

const BUSY = { responseCode: 'AE', responseDescription: ERROR_MESSAGES.serverBusy };

describe('admission per upstream (sized by answer time)', () => {
  it('lets calls in up to the bound, refuses past it, shrinks on a slow window and grows back on quick answers', () => {
    let clock = 0;
    const a = createUpstreamAdmission({ maxInFlight: 10, minInFlight: 2, latencyTargetMs: 500, now: () => clock });
    const started = Array.from({ length: 10 }, () => a.enter('core'));
    expect(started.every((s) => s === 0)).toBe(true);
    expect(a.enter('core')).toBeUndefined();
    expect(a.enter('other')).toBe(0);
    clock = 2000;
    for (const s of started) a.leave('core', s!);
    // A window of slow answers shrinks the bound by a tenth, once per window: 10 -> 9.
    expect(a.state('core')).toEqual({ bound: 9, inFlight: 0 });
    for (let n = 0; n < 50; n++) a.leave('core', a.enter('core')!);
    expect(a.state('core').bound).toBe(10);
  });

  it('does not shrink for one slow answer among quick ones in a window (the mean is within the target)', () => {
    let clock = 0;
    const a = createUpstreamAdmission({ maxInFlight: 10, minInFlight: 2, latencyTargetMs: 500, now: () => clock });
    const slow = a.enter('core')!;
    for (let n = 0; n < 9; n++) {
      const s = a.enter('core')!;
      clock += 50;
      a.leave('core', s);
    }
    clock = 800;
    a.leave('core', slow); // 800 ms, but the window's mean is (9 x 50 + 800) / 10 = 125 ms
    expect(a.state('core')).toEqual({ bound: 10, inFlight: 0 });
    // A window whose answers are slow on average shrinks it.
    const held = Array.from({ length: 4 }, () => a.enter('core')!);
    clock = 1400;
    for (const s of held) a.leave('core', s);
    expect(a.state('core').bound).toBe(9);
  });

  it('counts nothing when off (0)', () => {
    const a = createUpstreamAdmission({ maxInFlight: 0, latencyTargetMs: 500 });
    for (let n = 0; n < 1000; n++) expect(a.enter('core')).toBe(0);
  });
});

for (const fast of [true, false]) {
  describe(`past the upstream's bound (${fast ? 'fast path' : "Fastify's path"})`, () => {
    let h: THarness;
    let base = '';
    const call = async (method: string) => {
      const res = await request(`${base}/api/?method=${method}`, {
        method: 'POST',
        headers: { ...sameOrigin('acme'), 'content-type': 'application/json' },
        body: '{}',
      });
      return { status: res.statusCode, headers: res.headers, body: (await res.body.json()) as unknown };
    };
    beforeAll(async () => {
      h = await startHarness({ UPSTREAM_MAX_IN_FLIGHT: '1', FAST_API: String(fast) });
      base = await h.gateway.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => h.close());

    it('answers the busy envelope at once and never calls the upstream; calls go again once there is room', async () => {
      const holding = call('hold');
      await expect.poll(() => h.upstream.holding).toBe(1);
      h.upstream.lastRequest = undefined;
      const refused = await call('balanceInquiry');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.body).toEqual(BUSY);
      expect(h.upstream.lastRequest).toBeUndefined();
      h.upstream.releaseHeld();
      expect((await holding).status).toBe(200);
      expect(await call('balanceInquiry')).toMatchObject({ status: 200, body: { responseCode: '00' } });
    });

    it("passes the upstream's busy answer on as the busy envelope, not as a server error", async () => {
      const res = await call('busy');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.body).toEqual(BUSY);
    });
  });
}
