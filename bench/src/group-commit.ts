// Core alone (no gateway), transfers posted straight to it on a scratch PostgreSQL database:
// group commit (core's defaults) against a commit per request (GROUP_COMMIT_MAX_BATCH=1), each
// on its own core and database, `rounds` samples each, alternated.
import { createHash, randomBytes } from 'node:crypto';
import { METHOD_CALLS, methodCallUrl, REST_CALLS } from '@openportal/contract';
import { jsonClient, seedCustomers, type TJsonClient, type TSeeded } from './lib/customers.ts';
import { cpuMeter } from './lib/processes.ts';
import { withScratchDb } from './lib/scratch.ts';
import { startStack, type TStack } from './lib/stack.ts';
import { closedLoop, describeLoad, type TLoadFigures } from './lib/stats.ts';

const CUSTOMERS = 64;
const TRANSFER = methodCallUrl('', METHOD_CALLS.transferBetweenAccounts.method);

/** Sign-in straight to core (no gateway): the headers of an authenticated call. */
export async function signInDirect(client: TJsonClient, s: TSeeded): Promise<Record<string, string>> {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const brand = { 'x-brand': s.brand };
  const body = { client: 'spa', username: s.email, password: s.password, codeChallenge: challenge };
  const login = await client.post(REST_CALLS.authLogin.path, body, brand);
  const token = await client.post(REST_CALLS.authToken.path, { code: login.body.code, codeVerifier: verifier }, brand);
  return { ...brand, authorization: `Bearer ${String(token.body.accessToken)}` };
}

async function prepare(stack: TStack, clients: number) {
  const client = jsonClient(stack.coreUrl, clients);
  const seeded = await seedCustomers(stack, CUSTOMERS, ['100000000', '100000000']);
  const auth: Record<string, string>[] = [];
  for (const s of seeded) auth.push(await signInDirect(client, s));
  const turns = new Array<number>(clients).fill(0);
  const run = (seconds: number) =>
    closedLoop(clients, seconds, async (w) => {
      const turn = turns[w]!++;
      const k = (w + clients * (turn % Math.floor(CUSTOMERS / clients))) % CUSTOMERS;
      const [a, b] = seeded[k]!.accountIds as [number, number];
      const [from, to] = turn % 2 === 0 ? [a, b] : [b, a];
      const headers = { ...auth[k]!, 'idempotency-key': randomBytes(12).toString('hex') };
      const r = await client.post(
        TRANSFER,
        { toAmount: '0.01', currency: 'USD', fromAccount: from, toAccount: to },
        headers,
      );
      return r.body.responseCode === '00';
    });
  return { client, run };
}

export async function measureGroupCommit(seconds: number, clients: number, rounds: number) {
  const settings = { 'group commit': {}, 'commit per request': { GROUP_COMMIT_MAX_BATCH: '1' } };
  return withScratchDb('bench_gc_a', (urlA) =>
    withScratchDb('bench_gc_b', async (urlB) => {
      const urls = [urlA, urlB];
      const sides = await Promise.all(
        Object.entries(settings).map(async ([name, coreEnv], n) => {
          const stack = await startStack({ databaseUrl: urls[n], gateway: false, coreEnv });
          return { name, stack, ...(await prepare(stack, clients)) };
        }),
      );
      const out: Record<string, TLoadFigures[]> = Object.fromEntries(sides.map((s) => [s.name, []]));
      try {
        for (const side of sides) await side.run(1);
        for (let round = 0; round < rounds; round++)
          for (const side of sides) {
            const meter = cpuMeter({ core: side.stack.core.pid });
            const f = await side.run(seconds);
            out[side.name]!.push(f);
            console.log(
              `  ${side.name}, ${clients} clients: ${describeLoad(f)}; CPU µs per transfer: ${meter.perRequest(f.ok + f.refused)}`,
            );
          }
      } finally {
        for (const side of sides) {
          await side.client.close();
          await side.stack.close();
        }
      }
      return out;
    }),
  );
}
