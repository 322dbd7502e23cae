import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROUTES, type TAccount } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from './seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from './test-support.ts';

const brandsDir = new URL('../../../brands', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestCore;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  t = await startTestCore({ BRANDS_DIR: brandsDir, METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' });
  await seedDemo(t.db, brandsDir);
  await t.core.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};
const value = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);

describe('metrics and tracing', () => {
  it('answers /live without the database and /health with it', async () => {
    expect((await t.core.app.inject({ url: SERVICE_ROUTES.live })).json()).toEqual({ status: 'ok' });
    expect((await t.core.app.inject({ url: SERVICE_ROUTES.health })).statusCode).toBe(200);
  });

  it('counts ledger commits, method calls and response codes; shows the outbox backlog', async () => {
    const before = await scrape();
    expect(value(before, /^openportal_ledger_commits_total\{service="core"\} (\d+)$/m)).toBe(0);
    const auth = {
      authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}`,
    };
    const accounts = (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
    const usd = accounts.filter((a) => a.currencyCode === 'USD');
    const transfer = {
      toAmount: '1.00',
      currency: 'USD',
      fromAccount: usd[0]!.accountId,
      toAccount: usd[1]!.accountId,
    };
    const headers = { ...auth, 'idempotency-key': 'operations-test-1' };
    expect((await callMethod(t, 'transferBetweenAccounts', transfer, headers)).body.responseCode).toBe('00');
    // A replay of the same key commits nothing new.
    expect((await callMethod(t, 'transferBetweenAccounts', transfer, headers)).body.responseCode).toBe('00');
    await callMethod(t, 'balanceInquiry', {}, { authorization: 'Bearer nope' });

    const after = await scrape();
    expect(value(after, /^openportal_ledger_commits_total\{service="core"\} (\d+)$/m)).toBe(1);
    expect(
      value(
        after,
        /^http_requests_total\{method="POST",route="\/",call="transferBetweenAccounts",status_code="200",service="core"\} (\d+)$/m,
      ),
    ).toBe(2);
    expect(value(after, /^openportal_response_codes_total\{code="AU",service="core"\} (\d+)$/m)).toBe(1);
    expect(after).toMatch(/^http_request_duration_seconds_count\{[^}]*call="balanceInquiry"[^}]*\} \d+$/m);
    expect(value(after, /^openportal_outbox_unsent\{service="core"\} (\d+)$/m)).toBeGreaterThanOrEqual(0);
    expect(value(after, /^openportal_outbox_lag_seconds\{service="core"\} ([\d.e+-]+)$/m)).toBeGreaterThanOrEqual(0);
    expect(value(after, /^openportal_realtime_streams\{service="core"\} (\d+)$/m)).toBe(0);
  });
});
