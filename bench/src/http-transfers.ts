// Transfers between own accounts per second over HTTP: client -> gateway -> core -> PostgreSQL,
// beside pgbench TPC-B (c=16) on the same server in the same run. Prints both and the ratio.
// Figures only: nothing here passes or fails. Bounded: BENCH_SECONDS (default 15) per phase.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { METHOD_CALLS, methodCallUrl, REST_CALLS } from '@openportal/contract';
import { openDatabase } from '@openportal/db';
import { Pool } from 'undici';

const repo = path.resolve(import.meta.dirname, '../..');
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const CORE_PORT = 4990,
  GATEWAY_PORT = 4991;
const PASSWORD = 'Demo-pass-2026';

function pgUrlFor(db: string) {
  const u = new URL(SERVER);
  u.pathname = `/${db}`;
  return u;
}

async function withScratchDb<T>(name: string, fn: (url: URL) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ url: SERVER, poolSize: 1 });
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.exec(`CREATE DATABASE ${name}`);
  try {
    return await fn(pgUrlFor(name));
  } finally {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

function pgbenchTps(url: URL): number {
  const conn = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    url.pathname.slice(1),
  ];
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '16', ...conn], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(init.stderr);
  const run = spawnSync('pgbench', ['-c', '16', '-j', '2', '-T', String(SECONDS), '-n', ...conn], { encoding: 'utf8' });
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(run.stdout + run.stderr);
  return Number(tps);
}

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(repo, script)], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUp(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not up: ${url}`);
}

const gatewayClient = new Pool(`http://127.0.0.1:${GATEWAY_PORT}`, { connections: CLIENTS, pipelining: 1 });
async function post(p: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await gatewayClient.request({
    method: 'POST',
    path: `/api${p}`,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: r.statusCode, body: (await r.body.json()) as Record<string, unknown> };
}

/** The API answers on a brand's host only: each demo user calls through its own brand's host. */
const brandHost = (brand: string) => ({ host: `${brand}.localhost:${GATEWAY_PORT}` });

async function signIn(username: string, brand: string): Promise<string> {
  const verifier = randomBytes(64).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const login = await post(
    REST_CALLS.authLogin.path,
    { client: 'spa', username, password: PASSWORD, codeChallenge: challenge },
    brandHost(brand),
  );
  const token = await post(
    REST_CALLS.authToken.path,
    { code: login.body.code, codeVerifier: verifier },
    brandHost(brand),
  );
  return token.body.accessToken as string;
}

interface Payer {
  auth: Record<string, string>;
  a: number;
  b: number;
}

async function payers(): Promise<Payer[]> {
  const brands = readdirSync(path.join(repo, 'brands'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const users = brands.flatMap((b) => [
    [`personal@${b}.example`, b],
    [`business@${b}.example`, b],
  ]);
  return Promise.all(
    users.map(async ([u, brand]) => {
      const auth = { ...brandHost(brand!), authorization: `Bearer ${await signIn(u!, brand!)}` };
      const accounts = (await post(methodCallUrl('', METHOD_CALLS.balanceInquiry.method), {}, auth)).body
        .accounts as Array<{
        accountId: number;
        currencyCode: string;
      }>;
      const usd = accounts.filter((x) => x.currencyCode === 'USD');
      return { auth, a: usd[0]!.accountId, b: usd[1]!.accountId };
    }),
  );
}

async function transfersPerSecond(list: Payer[]): Promise<{ perSecond: number; ok: number; failed: number }> {
  let ok = 0,
    failed = 0,
    n = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      while (Date.now() < until) {
        const p = list[(worker + n++) % list.length]!;
        const forward = n % 2 === 0;
        const r = await post(
          methodCallUrl('', METHOD_CALLS.transferBetweenAccounts.method),
          { toAmount: '0.01', currency: 'USD', fromAccount: forward ? p.a : p.b, toAccount: forward ? p.b : p.a },
          { ...p.auth, 'idempotency-key': randomBytes(12).toString('hex') },
        );
        if (r.body.responseCode === '00') ok++;
        else failed++;
      }
    }),
  );
  return { perSecond: ok / SECONDS, ok, failed };
}

const tps = await withScratchDb('bench_pgbench', async (url) => pgbenchTps(url));
console.log(`pgbench TPC-B  c=16  ${SECONDS}s: ${tps.toFixed(0)} tps`);

await withScratchDb('bench_http', async (url) => {
  const secret = randomBytes(16).toString('hex');
  const core = startProcess('apps/core/src/server.ts', {
    PORT: String(CORE_PORT),
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'true',
    INTERNAL_SECRET: secret,
    MAIL_CATCHER_SMTP_PORT: '0',
    MAIL_CATCHER_HTTP_PORT: '0',
    LOGIN_RATE_PER_MIN: '100000',
  });
  const gatewayProcess = startProcess('gateway/src/server.ts', {
    PORT: String(GATEWAY_PORT),
    API_UPSTREAM_LOCAL: `http://127.0.0.1:${CORE_PORT}`,
    INTERNAL_SECRET: secret,
    RATE_LIMIT_GLOBAL_MAX: '100000000',
    RATE_LIMIT_LOGIN_MAX: '100000',
  });
  try {
    await waitUp(`http://127.0.0.1:${CORE_PORT}/health`);
    await waitUp(`http://127.0.0.1:${GATEWAY_PORT}/`);
    const list = await payers();
    const r = await transfersPerSecond(list);
    console.log(
      `HTTP transfers c=${CLIENTS} ${SECONDS}s: ${r.perSecond.toFixed(0)} transfers/s (${r.ok} ok, ${r.failed} refused) over ${list.length} payers`,
    );
    console.log(`ratio HTTP transfers / pgbench TPC-B: ${(r.perSecond / tps).toFixed(2)}`);
  } finally {
    await gatewayClient.close();
    core.kill('SIGTERM');
    gatewayProcess.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
  }
});
