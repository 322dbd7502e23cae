import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { startSecurityCore } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';
import { MAX_STREAMS_PER_SECRET, STREAM_OPENS_PER_MIN_PER_ADDRESS } from './device-events.ts';
import { LINKS_PER_MIN_PER_ADDRESS } from './device-page-routes.ts';

let t: TestCore;
let base: string;
beforeAll(async () => {
  t = await startSecurityCore();
  await t.core.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.core.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const linkFrom = (ip: string) =>
  t.core.app.inject({ method: 'POST', url: '/device/link', headers: { 'x-forwarded-for': ip } });
const linkRows = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM device_links')).rows[0]!.n);

describe('the /device page', () => {
  it('may not be framed or sniffed, nor may its script and answers', async () => {
    const page = await t.core.app.inject({ method: 'GET', url: '/device' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    for (const url of ['/device', '/device/app.js', '/device/state']) {
      const r = await t.core.app.inject({ method: 'GET', url });
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('answers a bounded number of anonymous link requests from one address, storing no more', async () => {
    const before = await linkRows();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await linkFrom('198.51.100.20'));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LINKS_PER_MIN_PER_ADDRESS);
    expect(statuses.slice(LINKS_PER_MIN_PER_ADDRESS).every((s) => s === 429)).toBe(true);
    expect(answers.at(-1)!.json()).toMatchObject({
      responseCode: 'AE',
      responseDescription: ERROR_MESSAGES.tooManyRequests,
    });
    expect(await linkRows()).toBe(before + LINKS_PER_MIN_PER_ADDRESS);
    expect((await linkFrom('198.51.100.21')).statusCode).toBe(200);
  });

  it('opens a bounded number of event streams for one link secret', async () => {
    const { secret } = (await linkFrom('198.51.100.30')).json() as { secret: string };
    const ctrl = new AbortController();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await fetch(`${base}/device/events`, {
          headers: { 'x-device-secret': secret, 'x-forwarded-for': `198.51.100.${100 + i}` },
          signal: ctrl.signal,
        });
        statuses.push(res.status);
        if (res.status !== 200) await res.body?.cancel();
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_STREAMS_PER_SECRET);
      expect(statuses.slice(MAX_STREAMS_PER_SECRET).every((s) => s === 429)).toBe(true);
    } finally {
      ctrl.abort();
    }
  });

  it('lets one address open a bounded number of event streams a minute, whatever the secret', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= STREAM_OPENS_PER_MIN_PER_ADDRESS; i++) {
      const r = await t.core.app.inject({
        method: 'GET',
        url: '/device/events',
        headers: {
          'x-device-secret': `unknown-secret-${String(i).padStart(4, '0')}`,
          'x-forwarded-for': '198.51.100.40',
        },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
