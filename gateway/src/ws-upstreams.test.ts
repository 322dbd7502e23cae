import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretEnvName } from './api-index.ts';
import { parseGatewayConfig } from './config.ts';
import { startFakeUpstream, type TFakeUpstream } from './testing/fake-upstream.ts';
import { sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';
import { openSocket } from './testing/ws-client.ts';

/** Index 3: configured for realtime with its own secret. Index 4: in the table, no secret here. */
const SECRET_3 = 'the-secret-of-upstream-3-abcdef';
let h: THarness;
let three: TFakeUpstream;
let four: TFakeUpstream;
let wsUrl: string;
beforeAll(async () => {
  three = await startFakeUpstream({ secret: SECRET_3 });
  four = await startFakeUpstream();
  h = await startHarness({
    API_UPSTREAM_3: three.url,
    API_UPSTREAM_4: four.url,
    [secretEnvName('3')]: SECRET_3,
  });
  const address = await h.gateway.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  await h.upstream.streamConnected;
});
afterAll(async () => {
  await h.close();
  await three.close();
  await four.close();
});

describe('/ws?api=<index>: realtime upstreams', () => {
  it('refuses an index not configured for realtime and sends that upstream nothing', async () => {
    const s = await openSocket(`${wsUrl}?api=4`, sameOrigin('acme'));
    s.send({ type: 'auth', accessToken: await four.sign('u1') });
    expect((await s.closed).code).toBe(4403);
    expect(four.internalCalls).toEqual([]);
    expect(four.lastRequest).toBeUndefined();
  });

  it('opens a configured upstream stream only after sign-in, with that upstream own secret', async () => {
    const s = await openSocket(`${wsUrl}?api=3`, sameOrigin('acme'));
    s.send({ type: 'ping' });
    expect(await s.next()).toEqual({ type: 'pong' });
    expect(three.internalCalls).toEqual([]);
    s.send({ type: 'auth', accessToken: await three.sign('u7') });
    expect(await s.next()).toMatchObject({ type: 'authenticated' });
    await three.streamConnected;
    expect(three.internalCalls.map((c) => c.secret)).toEqual([SECRET_3, SECRET_3]);
    expect(three.internalCalls.map((c) => c.url).sort()).toEqual(['/internal/realtime', '/internal/session']);
    three.push({ userIds: ['u7'], event: { type: 'BalanceChanged', customerId: 'c-7', accountIds: [1] } });
    expect(await s.next()).toEqual({ type: 'BalanceChanged', customerId: 'c-7', accountIds: [1] });
    s.socket.close();
  });

  it('sends the default upstream the default secret only', () => {
    expect(h.upstream.internalCalls.every((c) => c.secret !== SECRET_3)).toBe(true);
    expect(three.internalCalls.every((c) => c.secret === SECRET_3)).toBe(true);
  });
});

describe('realtime secrets in the configuration', () => {
  it('knows the default upstream and each index with its own secret, no other', () => {
    const c = parseGatewayConfig({ API_UPSTREAM_3: 'http://three.test', [secretEnvName('3')]: SECRET_3 });
    expect([...c.realtimeUpstreams]).toEqual([
      ['http://three.test', SECRET_3],
      ['http://127.0.0.1:4000', 'local-internal-secret-change-me'],
    ]);
  });

  it('refuses a secret for no entry or a short one', () => {
    expect(() => parseGatewayConfig({ INTERNAL_SECRET_NOPE: SECRET_3 })).toThrow(/INTERNAL_SECRET_NOPE/);
    expect(() => parseGatewayConfig({ INTERNAL_SECRET_3: 'short' })).toThrow(/INTERNAL_SECRET_3/);
  });

  it('refuses the published secret when the gateway listens beyond loopback', () => {
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5'])
      expect(() => parseGatewayConfig({ HOST }), HOST).toThrow(/INTERNAL_SECRET/);
    expect(parseGatewayConfig({ HOST: '0.0.0.0', INTERNAL_SECRET: SECRET_3 }).host).toBe('0.0.0.0');
    expect(parseGatewayConfig({ HOST: '::1' }).host).toBe('::1');
  });
});
