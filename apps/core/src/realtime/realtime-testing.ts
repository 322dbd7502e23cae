import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { DEFAULT_INTERNAL_SECRET, SERVICE_ROUTES, type TRealtimeDelivery } from '@openportal/contract';

/** Whether a local `redis-server` exists (the test that restarts its own Redis needs one). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A channel of one test's own: cores of other test runs on the same Redis stay apart. */
export const testChannel = () => `openportal-test:${randomBytes(6).toString('hex')}`;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throw-away redis-server on its own port (never the shared one), which the test stops and starts again. */
export async function ownRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const ping = () =>
    spawnSync('redis-cli', ['-p', String(port), 'ping'])
      .stdout?.toString()
      .trim() === 'PONG';
  const server = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 200 && !ping(); i += 1) await sleep(25);
    },
    async stop() {
      const c = child;
      child = undefined;
      if (!c || c.exitCode !== null) return;
      c.kill('SIGTERM');
      await new Promise((resolve) => c.once('exit', resolve));
    },
  };
  await server.start();
  return server;
}

/** The connections with these names in CLIENT LIST: id, name, and whether subscribed (sub=N). */
export async function connectionsNamed(url: string, names: readonly string[]) {
  const admin = new Redis(url);
  try {
    const list = String(await admin.call('CLIENT', 'LIST'));
    return list
      .split('\n')
      .map((line) => ({
        id: /(?:^|\s)id=(\d+)/.exec(line)?.[1] ?? '',
        name: /(?:^|\s)name=(\S*)/.exec(line)?.[1] ?? '',
        subscribed: /(?:^|\s)sub=[1-9]/.test(line),
      }))
      .filter((c) => names.includes(c.name));
  } finally {
    admin.disconnect();
  }
}

/** CLIENT KILL of the connections with these names (a core's own, never anyone else's). Answers their ids. */
export async function killConnections(url: string, names: readonly string[]): Promise<string[]> {
  const found = await connectionsNamed(url, names);
  const admin = new Redis(url);
  try {
    for (const c of found) await admin.call('CLIENT', 'KILL', 'ID', c.id);
    return found.map((c) => c.id);
  } finally {
    admin.disconnect();
  }
}

/** A gateway's view of a core: its realtime SSE stream, every delivery kept as it arrives. */
export async function openRealtimeStream(base: string, secret = DEFAULT_INTERNAL_SECRET) {
  const heard: TRealtimeDelivery[] = [];
  const stop = new AbortController();
  const res = await fetch(`${base}${SERVICE_ROUTES.realtimeStream}`, {
    headers: { accept: 'text/event-stream', 'x-internal-secret': secret },
    signal: stop.signal,
  });
  if (!res.ok || !res.body) throw new Error(`realtime stream answered ${res.status}`);
  const body = res.body;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith('data: ')) heard.push(JSON.parse(event.slice(6)) as TRealtimeDelivery);
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { heard, close: () => stop.abort() };
}
