import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRealtimeDelivery } from '@openportal/contract';
import { sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';
import { openSocket as openAny, type TTestSocket } from './testing/ws-client.ts';

let h: THarness;
let wsUrl: string;
beforeAll(async () => {
  h = await startHarness();
  const address = await h.gateway.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  await h.upstream.streamConnected;
});
afterAll(async () => h.close());

/** A socket opened from acme's page, as the portal opens it. */
const openSocket = (url: string) => openAny(url, sameOrigin('acme'));

async function signedIn(userId: string): Promise<TTestSocket> {
  const s = await openSocket(wsUrl);
  s.send({ type: 'auth', accessToken: await h.upstream.sign(userId) });
  expect(await s.next()).toMatchObject({ type: 'authenticated' });
  return s;
}

const balanceChanged = (userIds: string[], customerId: string): TRealtimeDelivery => ({
  userIds,
  event: { type: 'BalanceChanged', customerId, accountIds: [1] },
});

describe('/ws', () => {
  it('fans an event out to every socket of the user and to no one else', async () => {
    const tab1 = await signedIn('u1');
    const tab2 = await signedIn('u1');
    const other = await signedIn('u2');
    h.upstream.push(balanceChanged(['u1'], 'c-1'));
    h.upstream.push(balanceChanged(['u2'], 'c-2'));
    expect(await tab1.next()).toEqual({ type: 'BalanceChanged', customerId: 'c-1', accountIds: [1] });
    expect(await tab2.next()).toEqual({ type: 'BalanceChanged', customerId: 'c-1', accountIds: [1] });
    // One SSE stream keeps order: u2's first message is its own event, so u1's never reached it.
    expect(await other.next()).toEqual({ type: 'BalanceChanged', customerId: 'c-2', accountIds: [1] });
    for (const s of [tab1, tab2, other]) s.socket.close();
  });

  it('answers ping with pong', async () => {
    const s = await openSocket(wsUrl);
    s.send({ type: 'ping' });
    expect(await s.next()).toEqual({ type: 'pong' });
    s.socket.close();
  });

  it('accepts a renewed token on the same socket', async () => {
    const s = await signedIn('u3');
    s.send({ type: 'auth', accessToken: await h.upstream.sign('u3', 600) });
    expect(await s.next()).toMatchObject({ type: 'authenticated' });
    s.socket.close();
  });

  it('closes with 4401 on a bad token', async () => {
    const s = await openSocket(wsUrl);
    s.send({ type: 'auth', accessToken: 'not.a.jwt' });
    expect((await s.closed).code).toBe(4401);
  });

  it('closes with 4401 on an expired token', async () => {
    const s = await openSocket(wsUrl);
    s.send({ type: 'auth', accessToken: await h.upstream.sign('u1', -5) });
    expect((await s.closed).code).toBe(4401);
  });

  it('closes with 4401 when the token expires without renewal', async () => {
    const s = await openSocket(wsUrl);
    s.send({ type: 'auth', accessToken: await h.upstream.sign('u4', 2) });
    expect(await s.next()).toMatchObject({ type: 'authenticated' });
    expect(await s.closed).toEqual({ code: 4401, reason: 'token expired' });
  });

  it('closes with 4400 on a malformed message', async () => {
    const s = await openSocket(wsUrl);
    s.socket.send('{nope');
    expect((await s.closed).code).toBe(4400);
  });

  it('closes with 4400 for an unknown API index', async () => {
    const s = await openSocket(`${wsUrl}?api=99-nobody`);
    expect((await s.closed).code).toBe(4400);
  });
});
