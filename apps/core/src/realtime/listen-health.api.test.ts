import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_ROUTES } from '@openportal/contract';
import { openDatabase, type Db, type ListenState } from '@openportal/db';
import { buildCore, type Core } from '../app.ts';
import { parseCoreConfig } from '../config.ts';
import { REALTIME_CHANNEL } from './fan-out.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The database with its realtime LISTEN's state reports in the test's hands (a server's drops). */
let report: ((state: ListenState) => void) | undefined;
let db: Db;
let core: Core;
let metricsPort: number;
beforeAll(async () => {
  const inner = await openDatabase({ image: inject('coreTestImage') });
  db = {
    ...inner,
    listen: (channel, onPayload, onState) => {
      if (channel === REALTIME_CHANNEL) report = onState;
      return inner.listen(channel, onPayload, onState);
    },
  };
  metricsPort = await freePort();
  const config = parseCoreConfig({ LOG_LEVEL: 'silent', JOBS: 'false', METRICS_PORT: String(metricsPort) });
  core = await buildCore(config, { db, sendMail: async () => undefined, sendSms: async () => undefined });
  await core.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await core?.close();
  await db?.close();
});

const health = async () => {
  const r = await core.app.inject({ url: SERVICE_ROUTES.health });
  return [r.statusCode, r.json()];
};
const listeningGauge = async () => {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^openportal_realtime_listening\{service="core"\} (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
};

describe('/health and the realtime LISTEN', () => {
  it('is ok while listening, degraded (503) while the LISTEN reconnects, ok again after', async () => {
    expect(await health()).toEqual([200, { status: 'ok' }]);
    expect(await listeningGauge()).toBe(1);
    expect(report).toBeDefined();
    report!({ listening: false, failedAttempts: 3 });
    expect(await health()).toEqual([503, { status: 'degraded', realtime: 'not listening' }]);
    expect(await listeningGauge()).toBe(0);
    report!({ listening: true, failedAttempts: 0 });
    expect(await health()).toEqual([200, { status: 'ok' }]);
    expect(await listeningGauge()).toBe(1);
  });
});
