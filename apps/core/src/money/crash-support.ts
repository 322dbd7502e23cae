import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { BRAND_HEADER, methodCallUrl, REST_CALLS } from '@openportal/contract';
import { pkcePair } from '../test-support.ts';

/**
 * Test helpers of the group-commit crash test (not part of core): core as a child process the
 * test can kill -9 and start again on the same database, and its HTTP calls.
 */
const SERVER = new URL('../server.ts', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

export class CoreProcess {
  private readonly exited: Promise<void>;
  private readonly child: ChildProcess;
  readonly url: string;

  private constructor(child: ChildProcess, url: string) {
    this.child = child;
    this.url = url;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** `node src/server.ts` with `env` on a free port; resolves once /health answers. */
  static async start(env: Record<string, string>): Promise<CoreProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const p = new CoreProcess(child, `http://127.0.0.1:${port}`);
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`core exited with ${child.exitCode} before it was up`);
      try {
        if ((await fetch(`${p.url}/health`)).ok) return p;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error('core did not come up in 60 s');
  }

  /** kill -9: no shutdown, no flush, whatever was in flight is cut. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: core finishes what it answers, closes the database and exits. */
  async stop(): Promise<void> {
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

export interface TAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function post(url: string, body: object, headers: Record<string, string>): Promise<TAnswer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

export interface TSeededCustomer {
  email: string;
  password: string;
  customerId: string;
  accountIds: number[];
  auth: Record<string, string>;
}

/** A fresh customer of `brand` with funded USD accounts (core's test route), signed in (PKCE). */
export async function seededCustomer(
  core: CoreProcess,
  secret: string,
  brand: string,
  balancesMinor: readonly string[],
): Promise<TSeededCustomer> {
  const seeded = await post(
    `${core.url}/testing/customers`,
    { brand, accounts: balancesMinor.map((balanceMinor) => ({ currency: 'USD', balanceMinor })) },
    { 'x-internal-secret': secret },
  );
  if (seeded.status !== 200) throw new Error(`seeding: ${JSON.stringify(seeded.body)}`);
  const c = seeded.body as unknown as Omit<TSeededCustomer, 'auth'>;
  const { verifier, challenge } = pkcePair();
  const onBrand = { [BRAND_HEADER]: brand };
  const login = await post(
    `${core.url}${REST_CALLS.authLogin.path}`,
    { client: 'spa', username: c.email, password: c.password, codeChallenge: challenge },
    onBrand,
  );
  const token = await post(
    `${core.url}${REST_CALLS.authToken.path}`,
    { code: login.body.code, codeVerifier: verifier },
    onBrand,
  );
  if (token.status !== 200) throw new Error(`sign-in: ${JSON.stringify(token.body)}`);
  return { ...c, auth: { ...onBrand, authorization: `Bearer ${String(token.body.accessToken)}` } };
}

export const transferUrl = (core: CoreProcess) => `${core.url}${methodCallUrl('', 'transferBetweenAccounts')}`;
