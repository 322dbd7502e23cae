// Issue 25: realtime across two core replicas. Core A and core B on one PostgreSQL database and
// one Redis channel, each behind its own gateway (B without job workers, as a second replica
// runs). Customers move money through gateway A, closed loop; each has a socket on gateway B.
// Printed: transfers/s, events/s heard on B's sockets, and how many of A's transactions never
// reached B (lost) or came twice.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { brandHost, jsonClient, seedCustomers, type TJsonClient } from './lib/customers.ts';
import { withScratchDb } from './lib/scratch.ts';
import { startStack, type TStack } from './lib/stack.ts';
import { closedLoop, describeLoad, type TLoadFigures } from './lib/stats.ts';
import { payers, postTransfer, type TPayer } from './transfers.ts';

const BALANCE_MINOR = '100000000';
/** How long the sockets may take to hear the last events after the load stops. */
const DRAIN_MS = 15_000;

export interface TReplicaFigures {
  transfers: TLoadFigures;
  /** Transactions the load got `00` for, and of them heard on B as TransactionCreated once, twice or never. */
  accepted: number;
  heardOnce: number;
  heardTwice: number;
  lost: number;
  /** Every event the sockets on B heard (TransactionCreated and BalanceChanged), per second of the load. */
  eventsPerSecond: number;
  /** From the end of the load until the last event arrived on B. */
  drainMs: number;
}

type TSocket = { created: Map<string, number>; events: number; lastAt: number; close(): void };

/** A socket on gateway B's /ws for the brand's page, signed in with the payer's token (tokens hold on every replica). */
async function socketOnB(b: TStack, payer: TPayer): Promise<TSocket> {
  const host = brandHost(b, payer.seeded.brand).host;
  const socket = new WebSocket(`ws://127.0.0.1:${b.gatewayPort}/ws`, { headers: { host, origin: `http://${host}` } });
  const heard: TSocket = { created: new Map(), events: 0, lastAt: 0, close: () => socket.close() };
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { type: string; transactionId?: string };
      if (m.type === 'authenticated') return resolve();
      heard.events++;
      heard.lastAt = performance.now();
      if (m.type === 'TransactionCreated' && m.transactionId !== undefined)
        heard.created.set(m.transactionId, (heard.created.get(m.transactionId) ?? 0) + 1);
    });
    socket.once('close', (code) => reject(new Error(`socket on B closed: ${code}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'auth', accessToken: payer.headers.authorization!.slice('Bearer '.length) })),
    );
  });
  return heard;
}

async function transfer(client: TJsonClient, payer: TPayer, turn: number, accepted: string[]): Promise<boolean> {
  const [a, b] = payer.accounts as [number, number];
  const [from, to] = turn % 2 === 0 ? [a, b] : [b, a];
  const r = await postTransfer(client, payer, from, to);
  if (r.body.responseCode !== '00') return false;
  accepted.push(String(r.body.transactionId));
  return true;
}

export async function measureReplicas(seconds: number, clients = 16): Promise<TReplicaFigures> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  return withScratchDb('bench_replicas', async (databaseUrl) => {
    const shared = { REDIS_URL: redisUrl, REALTIME_REDIS_CHANNEL: `op:bench:${randomBytes(6).toString('hex')}` };
    // A migrates and runs the jobs; B only serves and streams, as a second replica does.
    const a = await startStack({ databaseUrl, coreEnv: shared });
    const b = await startStack({ databaseUrl, coreEnv: { ...shared, JOBS: 'false' } }).catch(async (error) => {
      await a.close();
      throw error;
    });
    const client = jsonClient(a.gatewayUrl, clients);
    const sockets: TSocket[] = [];
    try {
      const list = await payers(a, client, await seedCustomers(a, clients, [BALANCE_MINOR, BALANCE_MINOR]));
      for (const p of list) sockets.push(await socketOnB(b, p));
      const accepted: string[] = [];
      const turns = new Array<number>(clients).fill(0);
      const transfers = await closedLoop(clients, seconds, (w) => transfer(client, list[w]!, turns[w]!++, accepted));
      const stoppedAt = performance.now();
      const heardAll = () => sockets.reduce((n, s) => n + s.created.size, 0) >= accepted.length;
      while (!heardAll() && performance.now() - stoppedAt < DRAIN_MS) await new Promise((r) => setTimeout(r, 50));
      const times = new Map<string, number>();
      for (const s of sockets) for (const [id, n] of s.created) times.set(id, (times.get(id) ?? 0) + n);
      const lastAt = Math.max(...sockets.map((s) => s.lastAt));
      return {
        transfers,
        accepted: accepted.length,
        heardOnce: accepted.filter((id) => times.get(id) === 1).length,
        heardTwice: accepted.filter((id) => (times.get(id) ?? 0) > 1).length,
        lost: accepted.filter((id) => !times.has(id)).length,
        eventsPerSecond: sockets.reduce((n, s) => n + s.events, 0) / transfers.seconds,
        drainMs: Math.max(0, lastAt - stoppedAt),
      };
    } finally {
      for (const s of sockets) s.close();
      await client.close();
      await b.close();
      await a.close();
    }
  });
}

export function describeReplicas(f: TReplicaFigures): string {
  return (
    `transfers through gateway A → core A: ${describeLoad(f.transfers)}; sockets on gateway B → core B heard ` +
    `${f.eventsPerSecond.toFixed(0)} events/s; of ${f.accepted} accepted transactions ${f.heardOnce} heard once, ` +
    `${f.heardTwice} twice or more, ${f.lost} lost; the last event ${f.drainMs.toFixed(0)} ms after the load stopped`
  );
}
