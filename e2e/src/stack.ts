import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@openportal/db';

const repo = path.resolve(import.meta.dirname, '../..');
const node = process.execPath;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, headers: Record<string, string> = {}, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(url, { headers });
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`not up: ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function start(name: string, script: string, env: Record<string, string>, logs: string[]): ChildProcess {
  const child = spawn(node, [path.join(repo, script)], {
    cwd: repo,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (b: Buffer) => {
    logs.push(`[${name}] ${b.toString()}`);
    if (logs.length > 500) logs.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return child;
}

export interface Stack {
  gatewayPort: number;
  /** Core itself (tests seed customers there through its test-only route). */
  coreUrl: string;
  internalSecret: string;
  catcherUrl: string;
  brandUrl(brand: string): string;
  /** The back office (apps/backoffice/dist, built by scripts/build-backoffice.mjs) on its own host. */
  backofficeUrl: string;
  logs: string[];
  stop(): Promise<void>;
}

/** Where core keeps its embedded database (PGlite runs; ignored with DATABASE_URL). */
export type TStackData = {
  /** Use and keep this folder (the run's template is made this way). */
  dataDir?: string;
  /** Start from a copy of this migrated, seeded folder instead of an empty one. */
  template?: string;
};

/** The gateway's back-office host in every run (its default). */
const BACKOFFICE_HOST = 'backoffice.localhost';

/**
 * Where core notes each call it answered in this run: the e2e level of the coverage report.
 * Emptied once per run by the global setup (calls-log-setup.ts), not per test file: each file
 * runs in its own worker, and a per-file reset kept only the last file's calls.
 */
export const CALLS_LOG = path.resolve(import.meta.dirname, '../.coverage/calls.txt');

function callsLog(): string {
  mkdirSync(path.dirname(CALLS_LOG), { recursive: true });
  return CALLS_LOG;
}

/**
 * The real system on free ports: core on a fresh embedded database with demo data and the
 * built-in mail catcher, and the gateway serving the built brands (apps/web/dist).
 */
export async function startStack(
  env: { core?: Record<string, string>; gateway?: Record<string, string> } = {},
  data: TStackData = {},
): Promise<Stack> {
  const [corePort, gatewayPort, smtpPort, mailPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const dataDir = data.dataDir ?? mkdtempSync(path.join(tmpdir(), 'op-e2e-'));
  // A copy of the run's migrated and seeded folder (core-template.ts) when the file's core runs
  // as every other's; with its own settings (env.core) core migrates and seeds its own.
  if (data.template !== undefined && env.core === undefined && data.dataDir === undefined) {
    cpSync(data.template, dataDir, { recursive: true });
  }
  const secret = `e2e-secret-${process.pid}-${Date.now()}`;
  const logs: string[] = [];
  const database = await freshServerDatabase();
  const core = start(
    'core',
    'apps/core/src/server.ts',
    {
      PORT: String(corePort),
      DATA_DIR: dataDir,
      MAIL_CATCHER_SMTP_PORT: String(smtpPort),
      MAIL_CATCHER_HTTP_PORT: String(mailPort),
      PORTAL_URL_TEMPLATE: `http://{brand}.localhost:${gatewayPort}`,
      INTERNAL_SECRET: secret,
      SEED_DEMO: 'true',
      CALLS_LOG: callsLog(),
      TEST_SEEDING: 'true',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env.core,
    },
    logs,
  );
  const children: ChildProcess[] = [core];
  try {
    // Core migrates a fresh database, starts its job runner and seeds seven brands first: allow a
    // loaded machine two minutes (E2E_CORE_START_MS: more, on a machine shared by many).
    await waitFor(`http://127.0.0.1:${corePort}/health`, {}, Number(process.env.E2E_CORE_START_MS ?? 120_000));
    const gateway = start(
      'gateway',
      'gateway/src/server.ts',
      {
        PORT: String(gatewayPort),
        API_UPSTREAM_LOCAL: `http://127.0.0.1:${corePort}`,
        INTERNAL_SECRET: secret,
        RATE_LIMIT_LOGIN_MAX: '1000',
        BACKOFFICE_HOST,
        ...env.gateway,
      },
      logs,
    );
    children.push(gateway);
    await waitFor(`http://127.0.0.1:${gatewayPort}/`, {});
  } catch (error) {
    for (const c of children) c.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${logs.join('')}`, { cause: error });
  }
  return {
    gatewayPort,
    coreUrl: `http://127.0.0.1:${corePort}`,
    internalSecret: secret,
    catcherUrl: `http://127.0.0.1:${mailPort}`,
    brandUrl: (brand) => `http://${brand}.localhost:${gatewayPort}`,
    backofficeUrl: `http://${BACKOFFICE_HOST}:${gatewayPort}`,
    logs,
    async stop() {
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null) return resolve();
              c.once('exit', () => resolve());
              c.kill('SIGTERM');
              setTimeout(() => c.kill('SIGKILL'), 8_000).unref();
            }),
        ),
      );
      if (data.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** With DATABASE_URL set, a new database on that server for this run (dropped at the end). */
export async function freshServerDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const name = `op_e2e_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = await openDatabase({ url: serverUrl, poolSize: 1 });
      await a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.close();
    },
  };
}
