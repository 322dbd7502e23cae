import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { TRealtimeDelivery } from '@openportal/contract';
import { createRealtimeHub } from './realtime-hub.ts';
import { waitIdOf } from './socket-session.ts';
import { sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';
import { openSocket as openAny, type TTestSocket } from './testing/ws-client.ts';

let h: THarness;
let wsUrl: string;
beforeAll(async () => {
  h = await startHarness({ WS_MAX_PUSH_WAITS_PER_IP: '3' });
  const address = await h.gateway.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  await h.upstream.streamConnected;
});
afterAll(async () => h.close());

const openSocket = () => openAny(wsUrl, sameOrigin('acme'));
const tmpJwtOf = (n: number) => `tmp-jwt-${n}-abcdefghijklmnopqrstuvwxyz`;

async function waiting(tmpJwt: string): Promise<TTestSocket> {
  const s = await openSocket();
  s.send({ type: 'pushWait', tmpJwt });
  expect(await s.next()).toEqual({ type: 'pushWaiting' });
  return s;
}

const decided = (tmpJwt: string, result: 'approved' | 'denied'): TRealtimeDelivery => {
  const waitId = createHash('sha256').update(tmpJwt).digest('hex');
  return { userIds: [], waitIds: [waitId], event: { type: 'PushDecided', waitId, result } };
};

describe('/ws pushWait (before sign-in)', () => {
  it('registers under sha256(tmpJwt); the decision reaches that socket only, which is then closed', async () => {
    expect(waitIdOf('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    const mine = await waiting(tmpJwtOf(1));
    const other = await waiting(tmpJwtOf(2));
    h.upstream.push(decided(tmpJwtOf(1), 'approved'));
    expect(await mine.next()).toEqual({ ...decided(tmpJwtOf(1), 'approved').event });
    expect(await mine.closed).toEqual({ code: 1000, reason: 'decided' });
    // The same stream carries the next delivery: the others' first message is their own.
    h.upstream.push(decided(tmpJwtOf(2), 'denied'));

    expect(await other.next()).toMatchObject({ type: 'PushDecided', result: 'denied' });
  });

  it('refuses a tmpJwt of a bad shape, a second pushWait, and auth on a waiting socket', async () => {
    for (const tmpJwt of ['short', 'has spaces and more than sixteen', 'x'.repeat(600), 42]) {
      const s = await openSocket();
      s.send({ type: 'pushWait', tmpJwt });
      expect((await s.closed).code).toBe(4400);
    }
    const twice = await waiting(tmpJwtOf(3));
    twice.send({ type: 'pushWait', tmpJwt: tmpJwtOf(4) });
    expect((await twice.closed).code).toBe(4400);
    const auth = await waiting(tmpJwtOf(5));
    auth.send({ type: 'auth', accessToken: await h.upstream.sign('u-x') });
    expect((await auth.closed).code).toBe(4400);
  });

  it('bounds the waiting sockets of one client address; a closed one frees its place', async () => {
    const open = [await waiting(tmpJwtOf(6)), await waiting(tmpJwtOf(7)), await waiting(tmpJwtOf(8))];
    const refused = await openSocket();
    refused.send({ type: 'pushWait', tmpJwt: tmpJwtOf(9) });
    expect(await refused.closed).toEqual({ code: 4429, reason: 'too many waiting sockets' });
    open[0]!.socket.close();
    await open[0]!.closed;
    // The server sees the close a moment later: retry until the place is free.
    await expect
      .poll(async () => {
        const s = await openSocket();
        s.send({ type: 'pushWait', tmpJwt: tmpJwtOf(10) });
        const first = await Promise.race([s.next(), s.closed]);
        s.socket.close();
        return first;
      })
      .toEqual({ type: 'pushWaiting' });
    for (const s of open.slice(1)) s.socket.close();
  });
});

describe('realtime hub waits', () => {
  const fakeSocket = () => {
    const sent: string[] = [];
    const closes: number[] = [];
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      send: (frame: Buffer) => sent.push(frame.toString()),
      close: (code: number) => closes.push(code),
    } as unknown as WebSocket;
    return { socket, sent, closes };
  };

  it('bounds the waits in all and per address, and delivers by wait id', () => {
    const hub = createRealtimeHub({ maxSocketsPerUser: 4, waits: { maxWaits: 2, maxWaitsPerIp: 1 } });
    const [a, b, c] = [fakeSocket(), fakeSocket(), fakeSocket()];
    expect(hub.addWait('base', 'w1', a.socket, '192.0.2.1')).toBe(true);
    expect(hub.addWait('base', 'w2', b.socket, '192.0.2.1')).toBe(false);
    expect(hub.addWait('base', 'w2', b.socket, '192.0.2.2')).toBe(true);
    expect(hub.addWait('base', 'w3', c.socket, '192.0.2.3')).toBe(false);
    hub.removeWait('base', 'w1', a.socket);
    expect(hub.addWait('base', 'w3', c.socket, '192.0.2.3')).toBe(true);
    const user = fakeSocket();
    expect(hub.add('base', 'u1', user.socket, 'sid')).toBe(true);
    const event = { type: 'PushDecided' as const, waitId: 'w2', result: 'approved' as const };
    expect(hub.deliver('base', { userIds: [], waitIds: ['w2'], event })).toBe(1);
    expect(user.sent).toEqual([]);
    expect(hub.deliver('other-base', { userIds: [], waitIds: ['w3'], event })).toBe(0);
    expect([a.sent, b.sent.map((f) => JSON.parse(f)), c.sent]).toEqual([[], [event], []]);
    expect(b.closes).toEqual([1000]);
  });
});
