import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { registerLoadShedding } from './rate-limits.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => Promise.all(apps.splice(0).map((a) => a.close())));

async function app(maxDelayMs: number) {
  const a = Fastify();
  apps.push(a);
  await registerLoadShedding(a, maxDelayMs, 100);
  a.get('/x', async () => ({ ok: true }));
  await a.ready();
  return a;
}

/** Keeps the event loop busy for `ms`, as a CPU-bound stall would. */
function stall(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end);
}
const sampled = () => new Promise((r) => setTimeout(r, 30));

describe('load shedding', () => {
  it('answers the busy envelope with Retry-After while the event loop is stalled, and serves again after', async () => {
    const a = await app(200);
    expect((await a.inject('/x')).statusCode).toBe(200);
    stall(1000);
    await sampled();
    const busy = await a.inject('/x');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ responseCode: 'AE', responseDescription: ERROR_MESSAGES.serverBusy });
    await expect.poll(async () => (await a.inject('/x')).statusCode, { timeout: 5000, interval: 50 }).toBe(200);
  });

  it('is off at 0', async () => {
    const a = await app(0);
    stall(100);
    await sampled();
    expect((await a.inject('/x')).statusCode).toBe(200);
  });
});
