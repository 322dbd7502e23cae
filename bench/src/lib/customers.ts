// Customers for a benchmark: seeded through core's test route, signed in through the gateway.
import { createHash, randomBytes } from 'node:crypto';
import { REST_CALLS } from '@openportal/contract';
import { Pool } from 'undici';
import type { TStack } from './stack.ts';

export interface TJsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A keep-alive HTTP/1.1 client of one origin with `connections` sockets, JSON in and out. */
export function jsonClient(origin: string, connections: number) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  /** Any body (a multipart form); the answer read as JSON. */
  async function postRaw(path: string, body: string, headers: Record<string, string>): Promise<TJsonAnswer> {
    const r = await pool.request({ method: 'POST', path, headers, body });
    const text = await r.body.text();
    return { status: r.statusCode, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
  }
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postRaw(path, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
  return { post, postRaw, close: () => pool.close() };
}
export type TJsonClient = ReturnType<typeof jsonClient>;

export interface TSeeded {
  brand: string;
  email: string;
  password: string;
  customerId: string;
  accountIds: number[];
}

/** One fresh customer of `brand` with a funded account per entry of `balancesMinor` (USD). */
export async function seedCustomer(stack: TStack, core: TJsonClient, brand: string, balancesMinor: readonly string[]) {
  const r = await core.post(
    '/testing/customers',
    { brand, accounts: balancesMinor.map((balanceMinor) => ({ currency: 'USD', balanceMinor })) },
    { 'x-internal-secret': stack.secret },
  );
  if (r.status !== 200) throw new Error(`seeding refused: ${r.status} ${JSON.stringify(r.body)}`);
  return { brand, ...(r.body as Omit<TSeeded, 'brand'>) };
}

/** Seeds `count` customers across the brands, a few at a time. */
export async function seedCustomers(
  stack: TStack,
  count: number,
  balancesMinor: readonly string[],
): Promise<TSeeded[]> {
  const core = jsonClient(stack.coreUrl, 4);
  const out: TSeeded[] = [];
  try {
    for (let i = 0; i < count; i += 4) {
      const brands = Array.from(
        { length: Math.min(4, count - i) },
        (_, k) => stack.brands[(i + k) % stack.brands.length]!,
      );
      out.push(...(await Promise.all(brands.map((b) => seedCustomer(stack, core, b, balancesMinor)))));
    }
  } finally {
    await core.close();
  }
  return out;
}

/** The Host header of a brand on the gateway: the API answers on a brand's host only. */
export const brandHost = (stack: TStack, brand: string) => ({ host: `${brand}.localhost:${stack.gatewayPort}` });

/** Sign-in as the portal does it (PKCE S256): login, then the token exchange. The access token. */
export async function signIn(
  stack: TStack,
  client: TJsonClient,
  who: { brand: string; email: string; password: string },
) {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const host = brandHost(stack, who.brand);
  const login = await client.post(
    `/api${REST_CALLS.authLogin.path}`,
    { client: 'spa', username: who.email, password: who.password, codeChallenge: challenge },
    host,
  );
  if (login.status !== 200) throw new Error(`login refused: ${login.status} ${JSON.stringify(login.body)}`);
  const token = await client.post(
    `/api${REST_CALLS.authToken.path}`,
    { code: login.body.code, codeVerifier: verifier },
    host,
  );
  if (token.status !== 200) throw new Error(`token refused: ${token.status} ${JSON.stringify(token.body)}`);
  return token.body.accessToken as string;
}
