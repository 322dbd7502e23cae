import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, fillPath, REST_CALLS, type TRealtimeDelivery } from '@openportal/contract';
import {
  bearerOf,
  factorCode,
  from,
  login,
  SECRET,
  seedUser,
  setMode,
  startSecurityCore,
} from '../security/security-test-kit.ts';
import { type TestCore } from '../test-support.ts';

let t: TestCore;
let base: string;
beforeAll(async () => {
  t = await startSecurityCore({
    // A held /auth/token would outlast the test: pushWait:false must answer at once.
    PUSH_WAIT_MS: '60000',
  });
  await t.core.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.core.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.core.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
const json = (r: { json(): unknown }) => r.json() as Record<string, unknown> & { responseDescription?: string };
const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

async function linkedUser() {
  const u = await seedUser(t);
  const auth = { authorization: (await bearerOf(t, u)).authorization };
  const page = json(await inject('POST', '/device/link', {})) as { code: string; secret: string };
  // Linked, then approved with the current factor's code (issue 18: a linked device waits for it).
  const link = async () => {
    const created = await inject('POST', REST_CALLS.authDeviceCreate.path, from('203.0.113.7', auth), {
      name: 'My phone',
      code: page.code,
      type: 'android',
    });
    const deviceId = (json(created) as { devices: Array<{ id: string }> }).devices[0]!.id;
    const url = fillPath(REST_CALLS.authDeviceApproveMethod.path, { deviceId, methodId: 'email' });
    await inject('PATCH', url, from('203.0.113.7', auth), {});
    await inject('PATCH', url, from('203.0.113.7', auth), { code: await factorCode(t, u.userId) });
    return created;
  };
  const twoStep = () => setMode(t, auth, u.userId, { mode: 'push', typeMode: 'login' });
  return { u, auth, secret: page.secret, link, twoStep };
}

/** Every delivery core's hub hears (through NOTIFY/LISTEN) while `run` runs, after the outbox drained. */
async function heardDuring(run: () => Promise<void>): Promise<TRealtimeDelivery[]> {
  await t.core.drainOutbox();
  const heard: TRealtimeDelivery[] = [];
  const stop = t.core.hub.subscribe((d) => heard.push(d));
  try {
    await run();
    await t.core.drainOutbox();
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    return heard;
  } finally {
    stop();
  }
}

const noWaitToken = (code: string, verifier: string) =>
  inject('POST', REST_CALLS.authToken.path, from('203.0.113.7'), { code, codeVerifier: verifier, pushWait: false });

describe('push sign-in in real time', () => {
  it('a decision is delivered to the wait id (sha256 of the tmpJwt), the device change to the user', async () => {
    const d = await linkedUser();
    expect((await d.link()).statusCode).toBe(200);
    expect((await d.twoStep()).status).toBe(200);
    let started!: Awaited<ReturnType<typeof login>>;
    const onStart = await heardDuring(async () => {
      started = await login(t, d.u);
    });
    expect(started.body.authFlow).toBe('push');
    expect(onStart).toContainEqual({
      userIds: [d.u.userId],
      event: { type: 'DeviceStateChanged', reason: 'signInWaiting' },
    });
    const pending = await noWaitToken(started.body.code!, started.verifier);
    expect([pending.statusCode, json(pending).responseDescription]).toEqual([401, ERROR_MESSAGES.pushPending]);
    const state = json(await inject('GET', '/device/state', { 'x-device-secret': d.secret })) as {
      pending: Array<{ requestId: string }>;
    };
    const requestId = state.pending[0]!.requestId;
    const onDecision = await heardDuring(async () => {
      const r = await inject('POST', '/device/decision', { 'x-device-secret': d.secret }, { requestId, approve: true });
      expect(json(r).decided).toBe(1);
    });
    const waitId = sha256Hex(started.body.tmpJwt!);
    expect(onDecision).toContainEqual({
      userIds: [],
      waitIds: [waitId],
      event: { type: 'PushDecided', waitId, result: 'approved' },
    });
    expect(onDecision).toContainEqual({
      userIds: [d.u.userId],
      event: { type: 'DeviceStateChanged', reason: 'signInDecided' },
    });
    expect(JSON.stringify(onDecision)).not.toContain(started.body.tmpJwt!);
    const tokens = await noWaitToken(started.body.code!, started.verifier);
    expect(tokens.statusCode).toBe(200);
  });

  it('the internal decision call denies with a delivery too', async () => {
    const d = await linkedUser();
    const linked = json(await d.link()) as { devices: Array<{ id: string }> };
    await d.twoStep();
    const started = await login(t, d.u);
    const heard = await heardDuring(async () => {
      const path = fillPath(REST_CALLS.internalDeviceDecision.path, {
        userId: d.u.userId,
        deviceId: linked.devices[0]!.id,
        decision: 'reject',
      });
      expect((await inject('PUT', path, { 'x-internal-secret': SECRET })).statusCode).toBe(200);
    });
    const waitId = sha256Hex(started.body.tmpJwt!);
    expect(heard.map((x) => x.event)).toContainEqual({ type: 'PushDecided', waitId, result: 'denied' });
    const denied = await noWaitToken(started.body.code!, started.verifier);
    expect(json(denied).responseDescription).toBe(ERROR_MESSAGES.pushDenied);
  });
});

/** Reads the stream until an event (`data:`) comes; answers its data. */
/** The next event read (of `type` when given: earlier ones in between are skipped). */
async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>, type?: string): Promise<unknown> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error('stream ended');
    text += decoder.decode(value, { stream: true });
    const events = text
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as { type: string });
    const found = type === undefined ? events[0] : events.find((e) => e.type === type);
    if (found) return found;
  }
}

async function openEvents(secret?: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/device/events`, {
    headers: secret === undefined ? {} : { 'x-device-secret': secret },
    signal: ctrl.signal,
  });
  return { res, stop: () => ctrl.abort() };
}

describe('GET /device/events', () => {
  it('refuses without a secret, with an unknown one; streams for a linked device', async () => {
    expect((await openEvents()).res.status).toBe(401);
    const unknown = await openEvents('x'.repeat(40));
    expect([
      unknown.res.status,
      ((await unknown.res.json()) as { responseDescription: string }).responseDescription,
    ]).toEqual([401, ERROR_MESSAGES.accessDenied]);
    const d = await linkedUser();
    await d.link();
    await d.twoStep();
    await t.core.drainOutbox();
    const stream = await openEvents(d.secret);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toBe('text/event-stream');
      const reader = stream.res.body!.getReader();
      await login(t, d.u);
      await t.core.drainOutbox();
      expect(await nextEvent(reader)).toEqual({ type: 'DeviceStateChanged' });
    } finally {
      stream.stop();
    }
  });

  it("a page waiting to be linked hears its linking, then follows the user's events", async () => {
    const d = await linkedUser();
    await t.core.drainOutbox();
    const stream = await openEvents(d.secret);
    try {
      expect(stream.res.status).toBe(200);
      const reader = stream.res.body!.getReader();
      expect((await d.link()).statusCode).toBe(200);
      await t.core.drainOutbox();
      expect(await nextEvent(reader)).toEqual({ type: 'DeviceStateChanged' });
      // Every delivery to the user now: their two-step change, then the push sign-in.
      await d.twoStep();
      await t.core.drainOutbox();
      // (after the device's approval, which the page hears as DeviceStateChanged)
      expect(await nextEvent(reader, 'TwoStepVerificationModeSet')).toEqual({ type: 'TwoStepVerificationModeSet' });
      await login(t, d.u);
      await t.core.drainOutbox();
      expect(await nextEvent(reader)).toEqual({ type: 'DeviceStateChanged' });
    } finally {
      stream.stop();
    }
  });
});
