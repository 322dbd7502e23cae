import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_ROUTES, type TRealtimeDelivery } from '@openportal/contract';
import { startTestCore, type TestCore } from '../test-support.ts';
import { createRedisRelay, type RedisRelay } from './redis-relay.ts';
import {
  connectionsNamed,
  freePort,
  hasRedisServer,
  killConnections,
  ownRedis,
  testChannel,
} from './realtime-testing.ts';

const REDIS_URL = process.env.REDIS_URL;
const tag = (n: number): TRealtimeDelivery => ({
  userIds: [`u-${n}`],
  event: { type: 'DeviceStateChanged', reason: 'pushReceived' },
});
const numberOf = (d: TRealtimeDelivery) => Number(d.userIds[0]?.slice(2));

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A core on `url` (its own channel), a second replica's relay beside it, and what each heard. */
async function coreAndPeer(url: string, metricsPort?: number) {
  const channel = testChannel();
  const env = { REDIS_URL: url, REALTIME_REDIS_CHANNEL: channel };
  const t: TestCore = await startTestCore(metricsPort ? { ...env, METRICS_PORT: String(metricsPort) } : env);
  cleanups.push(() => t.close());
  // The metrics server starts with the app's own listen.
  if (metricsPort) await t.core.app.listen({ port: 0, host: '127.0.0.1' });
  const atPeer: TRealtimeDelivery[] = [];
  const peer: RedisRelay = createRedisRelay({ url, channel, onDeliveries: (d) => void atPeer.push(...d) });
  cleanups.push(() => peer.close());
  const atCore: TRealtimeDelivery[] = [];
  const unsubscribe = t.core.hub.subscribe((d) => void atCore.push(d));
  cleanups.push(async () => unsubscribe());
  const health = async () => (await t.core.app.inject({ url: SERVICE_ROUTES.health })).statusCode;
  await expect.poll(health).toBe(200);
  await expect.poll(() => peer.state().subscribed && peer.state().publishing).toBe(true);
  /** A delivery written by the core in a transaction: published after its commit. */
  const write = (d: TRealtimeDelivery) => t.core.db.transaction((tx) => t.core.outbox.add(tx, 'realtime', [d]));
  return { t, peer, atPeer, atCore, health, write };
}

/** Sends a numbered delivery from the peer every few milliseconds until stopped: the load. */
function steadyLoad(peer: RedisRelay) {
  let n = 0;
  const timer = setInterval(() => peer.send([tag(++n)]), 5);
  return { sent: () => n, stop: () => clearInterval(timer) };
}

describe('realtime over Redis survives its transport', () => {
  it.skipIf(!REDIS_URL)(
    'a killed connection (CLIENT KILL) comes back and every later event is delivered',
    async () => {
      const { t, peer, atPeer, atCore, health, write } = await coreAndPeer(REDIS_URL!);
      const load = steadyLoad(peer);
      await expect.poll(() => atCore.length).toBeGreaterThan(10);
      const relay = t.core.realtime.relay!;
      const names = [relay.names.subscriber, relay.names.publisher];
      const killed = await killConnections(REDIS_URL!, names);
      expect(killed).toHaveLength(2);
      // Both connections are new ones, the subscriber subscribed again, and the replica says so.
      const back = async () => {
        const now = await connectionsNamed(REDIS_URL!, names);
        return now.length === 2 && now.every((c) => !killed.includes(c.id)) && now.some((c) => c.subscribed);
      };
      await expect.poll(back).toBe(true);
      await expect.poll(() => relay.state().subscribed && relay.state().publishing).toBe(true);
      expect(await health()).toBe(200);
      // From here on nothing may be lost, in either direction.
      const from = load.sent() + 1;
      await expect.poll(() => atCore.some((d) => numberOf(d) > from + 50)).toBe(true);
      load.stop();
      const last = load.sent();
      await expect.poll(() => new Set(atCore.map(numberOf).filter((n) => n >= from)).size).toBe(last - from + 1);
      await write({ userIds: ['from-core'], event: { type: 'TwoStepVerificationModeSet' } });
      await expect.poll(() => atPeer.map((d) => d.userIds[0])).toContain('from-core');
    },
    180_000,
  );

  it.skipIf(!hasRedisServer)(
    'its own Redis stopped under load: /health says degraded until it is back, then every event is delivered',
    async () => {
      const redis = await ownRedis();
      cleanups.push(() => redis.stop());
      const metricsPort = await freePort();
      const { t, peer, atPeer, atCore, health, write } = await coreAndPeer(redis.url, metricsPort);
      const connected = async () => {
        const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        return Number(/^openportal_realtime_listening\{service="core"\} (\d+)$/m.exec(text)?.[1]);
      };
      expect(await connected()).toBe(1);
      const load = steadyLoad(peer);
      await expect.poll(() => atCore.length).toBeGreaterThan(10);
      await redis.stop();
      await expect.poll(health).toBe(503);
      expect((await t.core.app.inject({ url: SERVICE_ROUTES.health })).json()).toEqual({
        status: 'degraded',
        realtime: 'not connected',
      });
      expect(await connected()).toBe(0);
      // Written while Redis is down: this replica's own streams still hear it (in process).
      await write({ userIds: ['while-down'], event: { type: 'TwoStepVerificationModeSet' } });
      expect(atCore.map((d) => d.userIds[0])).toContain('while-down');
      await redis.start();
      await expect.poll(health, { timeout: 20_000 }).toBe(200);
      await expect.poll(() => peer.state().subscribed && peer.state().publishing, { timeout: 20_000 }).toBe(true);
      expect(await connected()).toBe(1);
      const from = load.sent() + 1;
      await expect.poll(() => atCore.some((d) => numberOf(d) > from + 50)).toBe(true);
      load.stop();
      const last = load.sent();
      await expect.poll(() => new Set(atCore.map(numberOf).filter((n) => n >= from)).size).toBe(last - from + 1);
      await write({ userIds: ['after'], event: { type: 'TwoStepVerificationModeSet' } });
      await expect.poll(() => atPeer.map((d) => d.userIds[0])).toContain('after');
    },
    180_000,
  );
});
