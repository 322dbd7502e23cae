// The per-request floor of this machine (issue 25's budgets): what a Node process with nothing of
// ours in it spends per request, so core's and the gateway's CPU per call can be read against it.
// A bare Node HTTP server; the same answering after 1 and after 3 statements on a pg pool (the
// slope is what one statement's round trip costs the Node side); a bare Node proxy (http +
// undici, the gateway's fast path without anything of ours) in front of the bare server.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { jsonClient } from './lib/customers.ts';
import { cpuMeter, freePort, stopProcess } from './lib/processes.ts';
import { SERVER } from './lib/scratch.ts';
import { closedLoop, describeLoad, type TLoadFigures } from './lib/stats.ts';

export interface TFloorFigures {
  /** CPU µs per request of the server under test (the proxy's alone for `proxy`), and the load generator's. */
  bare: { load: TLoadFigures; serverUs: number; benchUs: number };
  statements1: { load: TLoadFigures; serverUs: number; benchUs: number };
  statements3: { load: TLoadFigures; serverUs: number; benchUs: number };
  proxy: { load: TLoadFigures; serverUs: number; benchUs: number };
}

async function startFloorServer(args: string[], delayMs: number): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'floor-server.ts'), String(port), ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, FLOOR_DELAY_MS: String(delayMs) },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** `clients` closed loops against `url` for `seconds` (after a 1 s warm-up); CPU per request of `pid` and of this process. */
async function measure(url: string, pid: number | undefined, clients: number, seconds: number) {
  const client = jsonClient(url, clients);
  const call = async () => (await client.post('/', { method: 'balanceInquiry' })).status === 200;
  try {
    await closedLoop(clients, 1, call);
    const meter = cpuMeter({ server: pid });
    const load = await closedLoop(clients, seconds, call);
    const us = meter.perRequestUs(load.ok + load.refused);
    return { load, serverUs: us.server ?? Number.NaN, benchUs: us.bench ?? Number.NaN };
  } finally {
    await client.close();
  }
}

/**
 * At `delayMs` 0 the servers run flat out (events batch, the floor is lowest); with a delay the
 * 16 clients call at about 16 / delay per second, as in the transfers phases, where every request
 * wakes every process on its path.
 */
export async function measureFloor(seconds: number, delayMs: number, clients = 16): Promise<TFloorFigures> {
  const at = delayMs > 0 ? `, answers after ${delayMs} ms` : ', flat out';
  const one = async (args: string[], label: string, delay = delayMs) => {
    const s = await startFloorServer(args, delay);
    try {
      const f = await measure(s.url, s.child.pid, clients, seconds);
      console.log(
        `  ${label}${at}, ${clients} clients: ${describeLoad(f.load)}; CPU µs per request: server ${f.serverUs}, bench ${f.benchUs}`,
      );
      return f;
    } finally {
      await stopProcess(s.child);
    }
  };
  const bare = await one(['bare'], 'bare Node http server');
  const statements1 = await one(['statements', '1', SERVER], 'the same, 1 statement per request (pg pool)');
  const statements3 = await one(['statements', '3', SERVER], 'the same, 3 statements per request');
  const upstream = await startFloorServer(['bare'], delayMs);
  try {
    const proxy = await one(['proxy', upstream.url], 'bare Node proxy (http + undici) in front of it', 0);
    return { bare, statements1, statements3, proxy };
  } finally {
    await stopProcess(upstream.child);
  }
}
