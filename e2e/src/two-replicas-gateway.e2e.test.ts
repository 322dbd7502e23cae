import { createHash, randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCall } from './api-session.ts';
import { freePort, freshServerDatabase, start, waitFor, type Stack } from './stack.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const BRAND = 'paywave';
const TRANSFERS = 20;

if (!DATABASE_URL || !REDIS_URL)
  console.warn(
    'two-replicas-gateway.e2e.test: skipped, it needs DATABASE_URL and REDIS_URL (two cores on one PostgreSQL and one Redis; .ci/run sets both in its database suites pass)',
  );

type TProc = { child: ChildProcess; port: number };
type TEvent = { type: string; [key: string]: unknown };

/**
 * The whole path across replicas, as processes: core A and core B (`apps/core/src/server.ts`) on
 * one fresh PostgreSQL database and one Redis channel, each behind its own real gateway
 * (`gateway/src/server.ts`). A customer signs in and moves money through gateway A; a socket on
 * gateway B (which streams core B's realtime) hears every event A's commits announce.
 */
describe.skipIf(!DATABASE_URL || !REDIS_URL)('realtime across two core replicas, through a gateway', () => {
  const logs: string[] = [];
  const procs: TProc[] = [];
  const secret = `replicas-${process.pid}-${Date.now()}`;
  let brandsDir = '';
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let gatewayA: Pick<Stack, 'gatewayPort'>;
  let gatewayB: Pick<Stack, 'gatewayPort'>;

  /** Starts one process on a free port and waits until `ready` answers 200. */
  async function launch(name: string, script: string, env: Record<string, string>, ready = '/health') {
    const port = await freePort();
    const child = start(name, script, { PORT: String(port), INTERNAL_SECRET: secret, ...env }, logs);
    procs.push({ child, port });
    await waitFor(`http://127.0.0.1:${port}${ready}`, {}, 120_000);
    return port;
  }
  async function core(name: string, env: Record<string, string>) {
    const [smtp, http] = [await freePort(), await freePort()];
    const mail = { MAIL_CATCHER_SMTP_PORT: String(smtp), MAIL_CATCHER_HTTP_PORT: String(http) };
    return launch(name, 'apps/core/src/server.ts', {
      ...{ DATABASE_URL: database!.url, REDIS_URL: REDIS_URL!, REALTIME_REDIS_CHANNEL: `op:replicas:${secret}` },
      ...{ SEED_DEMO: 'false', ...mail, ...env },
    });
  }
  const gateway = async (name: string, corePort: number) => ({
    gatewayPort: await launch(name, 'gateway/src/server.ts', {
      API_UPSTREAM_LOCAL: `http://127.0.0.1:${corePort}`,
      BRANDS_DIR: brandsDir,
      RATE_LIMIT_LOGIN_MAX: '1000',
    }),
  });

  beforeAll(async () => {
    // The gateway serves a brand whose folder has an index.html: one page stands in for the build.
    brandsDir = mkdtempSync(path.join(tmpdir(), 'op-replicas-brands-'));
    mkdirSync(path.join(brandsDir, BRAND));
    writeFileSync(path.join(brandsDir, BRAND, 'index.html'), '<!doctype html><title>replicas</title>');
    database = await freshServerDatabase();
    try {
      // A migrates the fresh database and runs the jobs; B only serves (and streams).
      const a = await core('core-a', { TEST_SEEDING: 'true' });
      const b = await core('core-b', { JOBS: 'false' });
      [gatewayA, gatewayB] = [await gateway('gateway-a', a), await gateway('gateway-b', b)];
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${logs.join('')}`, { cause: error });
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.all(procs.map(({ child }) => stopped(child)));
    await database?.drop();
    if (brandsDir) rmSync(brandsDir, { recursive: true, force: true });
  }, 60_000);

  it('an event written on replica A reaches a socket of the gateway on replica B, every one', async () => {
    const corePortA = procs[0]!.port;
    const customer = await seedCustomer(`http://127.0.0.1:${corePortA}`, secret);
    const token = await accessToken(gatewayA, customer.email, customer.password);
    const socket = await openSocket(gatewayB.gatewayPort, token);
    try {
      const [from, to] = customer.accountIds;
      for (let n = 0; n < TRANSFERS; n++) {
        const answer = await call(gatewayA, 'transferBetweenAccounts', token, `replicas-${n}`, {
          ...{ toAmount: '0.10', currency: 'USD', fromAccount: from, toAccount: to },
        });
        expect(answer.responseCode, JSON.stringify(answer)).toBe('00');
      }
      const ofType = (type: string) => socket.heard.filter((e) => e.type === type);
      await expect.poll(() => ofType('TransactionCreated').length, { timeout: 30_000 }).toBe(TRANSFERS);
      await expect.poll(() => ofType('BalanceChanged').length, { timeout: 30_000 }).toBe(TRANSFERS);
      // Every TransactionCreated is a different transaction of this customer: none lost, none twice.
      const created = ofType('TransactionCreated');
      expect(new Set(created.map((e) => e.transactionId)).size).toBe(TRANSFERS);
      expect(created.every((e) => e.customerId === customer.customerId)).toBe(true);
      // The last BalanceChanged carries the balances balanceInquiry now answers on replica A.
      const now = (await call(gatewayA, 'balanceInquiry', token, undefined, {})).accounts as Array<{
        accountId: number;
        balance: string;
      }>;
      const last = ofType('BalanceChanged').at(-1)!.balances as Array<{ accountId: number; balance: string }>;
      for (const u of last) expect(u.balance).toBe(now.find((x) => x.accountId === u.accountId)!.balance);
    } finally {
      socket.close();
    }
  }, 180_000);
});

/** SIGTERM, then SIGKILL after 8 s; resolves once the process has exited. */
function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 8_000).unref();
  });
}

/** A fresh customer with two USD accounts, by core's test-only seeding route. */
async function seedCustomer(coreUrl: string, secret: string) {
  const res = await fetch(`${coreUrl}/testing/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-secret': secret },
    body: JSON.stringify({
      brand: BRAND,
      kind: 'personal',
      accounts: [
        { currency: 'USD', balanceMinor: '100000' },
        { currency: 'USD', balanceMinor: '0' },
      ],
    }),
  });
  if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { email: string; password: string; customerId: string; accountIds: number[] };
}

const json = { 'content-type': 'application/json' };

/** A method call through a gateway as the brand's host. */
async function call(
  gateway: Pick<Stack, 'gatewayPort'>,
  method: string,
  token: string,
  idempotencyKey: string | undefined,
  body: object,
) {
  const headers = {
    ...json,
    authorization: `Bearer ${token}`,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  };
  const res = await gatewayCall(gateway as Stack, BRAND, `/api/?method=${method}`, {
    headers,
    body: JSON.stringify(body),
  });
  return JSON.parse(res.body.toString()) as Record<string, unknown> & { responseCode: string };
}

/** The user's access token: PKCE sign-in through the gateway, as the portal does it. */
async function accessToken(gateway: Pick<Stack, 'gatewayPort'>, username: string, password: string) {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const login = await gatewayCall(gateway as Stack, BRAND, '/api/auth/login', {
    headers: json,
    body: JSON.stringify({ client: 'spa', username, password, codeChallenge: challenge }),
  });
  const { code } = JSON.parse(login.body.toString()) as { code?: string };
  if (!code) throw new Error(`sign-in failed: ${login.body.toString()}`);
  const token = await gatewayCall(gateway as Stack, BRAND, '/api/auth/token', {
    headers: json,
    body: JSON.stringify({ code, codeVerifier: verifier }),
  });
  return (JSON.parse(token.body.toString()) as { accessToken: string }).accessToken;
}

/** A socket on the gateway's /ws as the brand's page opens it, signed in; keeps what it hears. */
async function openSocket(port: number, token: string): Promise<{ heard: TEvent[]; close(): void }> {
  const host = `${BRAND}.localhost:${port}`;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { host, origin: `http://${host}` } });
  const heard: TEvent[] = [];
  const authenticated = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as TEvent;
      if (message.type === 'authenticated') resolve();
      else heard.push(message);
    });
    socket.once('close', (code, reason) => reject(new Error(`socket closed: ${code} ${reason.toString()}`)));
    socket.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', accessToken: token }));
  await authenticated;
  return { heard, close: () => socket.close() };
}
