// Core and the gateway as the portal runs them, on a scratch PostgreSQL database or PGlite.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, REPO, startNode, stopProcess, waitUp } from './processes.ts';

export interface TStack {
  core: ChildProcess;
  gateway: ChildProcess | undefined;
  coreUrl: string;
  corePort: number;
  gatewayUrl: string;
  /** A scratch folder of this stack, removed on close. */
  root: string;
  gatewayPort: number;
  secret: string;
  brands: string[];
  close(): Promise<void>;
}

export interface TStackOptions {
  /** A PostgreSQL URL; absent means PGlite in a fresh data folder. */
  databaseUrl?: string | undefined;
  /** Start the gateway too (default true). */
  gateway?: boolean;
  coreEnv?: Record<string, string>;
  gatewayEnv?: Record<string, string>;
}

export function brandIds(): string[] {
  return readdirSync(path.join(REPO, 'brands'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** The gateway answers the API on a brand's host only, and knows brands by their built index.html. */
function brandsDirFor(brands: readonly string[], root: string): string {
  const dir = path.join(root, 'gateway-brands');
  for (const brand of brands) {
    mkdirSync(path.join(dir, brand), { recursive: true });
    writeFileSync(path.join(dir, brand, 'index.html'), '<!doctype html><title>bench</title>');
  }
  return dir;
}

/** Limits that would throttle a load test from one address; everything else as configured by default. */
const UNTHROTTLED_CORE = { LOGIN_RATE_PER_MIN: '10000000', STANDARD_RATE_PER_MIN: '10000000' };
const UNTHROTTLED_GATEWAY = { RATE_LIMIT_GLOBAL_MAX: '100000000', RATE_LIMIT_LOGIN_MAX: '10000000' };

/** The gateway alone, in front of `upstreamUrl` (core, or a benchmark's stand-in for it). */
export async function startGateway(
  upstreamUrl: string,
  secret: string,
  root: string,
  env: Record<string, string> = {},
): Promise<{ gateway: ChildProcess; port: number }> {
  const port = await freePort();
  const gateway = startNode('gateway', 'gateway/src/server.ts', {
    PORT: String(port),
    API_UPSTREAM_LOCAL: upstreamUrl,
    INTERNAL_SECRET: secret,
    BRANDS_DIR: brandsDirFor(brandIds(), root),
    ...UNTHROTTLED_GATEWAY,
    ...env,
  });
  try {
    await waitUp(`http://127.0.0.1:${port}/health`);
  } catch (error) {
    await stopProcess(gateway);
    throw error;
  }
  return { gateway, port };
}

export async function startStack(options: TStackOptions = {}): Promise<TStack> {
  const root = mkdtempSync(path.join(tmpdir(), 'openportal-bench-'));
  const brands = brandIds();
  const secret = randomBytes(16).toString('hex');
  const corePort = await freePort();
  let gatewayPort = 0;
  const database: Record<string, string> = options.databaseUrl
    ? { DATABASE_URL: options.databaseUrl }
    : { DATA_DIR: path.join(root, 'pglite') };
  const core = startNode('core', 'apps/core/src/server.ts', {
    PORT: String(corePort),
    ...database,
    SEED_DEMO: 'false',
    TEST_SEEDING: 'true',
    INTERNAL_SECRET: secret,
    MAIL_CATCHER_SMTP_PORT: '0',
    MAIL_CATCHER_HTTP_PORT: '0',
    ...UNTHROTTLED_CORE,
    ...options.coreEnv,
  });
  const coreUrl = `http://127.0.0.1:${corePort}`;
  let gateway: ChildProcess | undefined;
  const close = async () => {
    if (gateway) await stopProcess(gateway);
    await stopProcess(core);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUp(`${coreUrl}/health`);
    if (options.gateway !== false) {
      const started = await startGateway(coreUrl, secret, root, options.gatewayEnv);
      gateway = started.gateway;
      gatewayPort = started.port;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    core,
    gateway,
    coreUrl,
    corePort,
    root,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    gatewayPort,
    secret,
    brands,
    close,
  };
}
