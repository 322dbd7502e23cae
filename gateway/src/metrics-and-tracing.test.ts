import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROUTES } from '@openportal/contract';
import { sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';
import { openSocket } from './testing/ws-client.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let h: THarness;
let metricsPort: number;
let url: string;
beforeAll(async () => {
  metricsPort = await freePort();
  h = await startHarness({ METRICS_PORT: String(metricsPort) });
  url = await h.gateway.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => h?.close());

const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
const value = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);

describe('gateway metrics', () => {
  it('are served on METRICS_PORT, not on the public port', async () => {
    expect(await (await fetch(`${url}/metrics`)).text()).not.toContain('process_cpu_seconds_total');
    expect(await scrape()).toContain('process_cpu_seconds_total{service="gateway"}');
  });

  it('count requests by route and status, and the open websockets', async () => {
    await fetch(`${url}${SERVICE_ROUTES.health}`);
    await fetch(`${url}/api/internal/anything`);
    const socket = await openSocket(`${url.replace('http', 'ws')}/ws`, sameOrigin('acme'));
    try {
      const text = await scrape();
      expect(
        value(
          text,
          /^http_requests_total\{method="GET",route="\/health",call="",status_code="200",service="gateway"\} (\d+)$/m,
        ),
      ).toBe(1);
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/\*",call="",status_code="404",service="gateway"\} 1$/m,
      );
      expect(
        value(text, /^openportal_response_codes_total\{code="IM",service="gateway"\} (\d+)$/m),
      ).toBeGreaterThanOrEqual(1);
      expect(value(text, /^openportal_websocket_sockets\{service="gateway"\} (\d+)$/m)).toBe(1);
    } finally {
      socket.socket.close();
      await socket.closed;
    }
    await expect
      .poll(async () => value(await scrape(), /^openportal_websocket_sockets\{service="gateway"\} (\d+)$/m))
      .toBe(0);
  });
});
