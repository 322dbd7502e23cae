// Benchmark 5 of issue 11: realtime fan-out. Events per second delivered to SOCKETS open
// websockets through the gateway (an upstream stand-in streams deliveries over SSE, as core
// does) beside a bare `ws` server broadcasting the same frame in a loop to the same number of
// sockets; the gateway's memory per socket. Clients live in a child process of their own.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { SERVICE_ROUTES, type TRealtimeDelivery } from '@openportal/contract';
import { freePort, rssBytes, stopProcess } from './lib/processes.ts';
import { brandIds, startGateway } from './lib/stack.ts';

/** Events not yet delivered to every socket at a time (a window keeps buffers small). */
const WINDOW = 4;

export interface TFanOutFigures {
  sockets: number;
  raw: { eventsPerSecond: number; bytesPerSocket: number };
  gateway: { eventsPerSecond: number; bytesPerSocket: number; heapPerSocket: number; afterRunPerSocket: number };
}

function child(script: string): ChildProcess {
  return fork(path.join(import.meta.dirname, script), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

async function nextMessage<T>(proc: ChildProcess, has: keyof T): Promise<T> {
  for (;;) {
    const [message] = (await once(proc, 'message')) as [T & { error?: string }];
    if (message.error !== undefined) throw new Error(message.error);
    if (message[has] !== undefined) return message;
  }
}

/**
 * Sends events through `send` for `seconds`, at most WINDOW ahead of what the clients have
 * received in full; events per second = messages received / sockets / time.
 */
async function drive(clients: ChildProcess, sockets: number, seconds: number, send: (seq: number) => void) {
  let received = 0;
  let wake: (() => void) | undefined;
  const onMessage = (m: { received?: number }) => {
    if (m.received === undefined) return;
    received = m.received;
    wake?.();
  };
  clients.on('message', onMessage);
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  let sent = 0;
  while (performance.now() < until) {
    while (sent - Math.floor(received / sockets) < WINDOW) send(sent++);
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, 50);
    });
  }
  const elapsed = (performance.now() - t0) / 1000;
  clients.off('message', onMessage);
  return received / sockets / elapsed;
}

const frameOf = (seq: number) => JSON.stringify({ type: 'BalanceChanged', customerId: 'bench', accountIds: [seq] });

async function measureRaw(sockets: number, seconds: number) {
  const server = child('fan-out-raw.ts');
  const clients = child('fan-out-clients.ts');
  try {
    const { port } = await nextMessage<{ port: number }>(server, 'port');
    const before = rssBytes(server.pid);
    clients.send({ open: { url: `ws://127.0.0.1:${port}/`, headers: {}, tokens: [], sockets } });
    await nextMessage<{ ready: number }>(clients, 'ready');
    const bytesPerSocket = (rssBytes(server.pid) - before) / sockets;
    const eventsPerSecond = await drive(clients, sockets, seconds, (seq) => server.send({ frame: frameOf(seq) }));
    return { eventsPerSecond, bytesPerSocket };
  } finally {
    clients.send({ close: true });
    server.send({ close: true });
    await Promise.all([stopProcess(clients, 5000), stopProcess(server, 5000)]);
  }
}

/**
 * What the gateway needs from core for sockets, and nothing else: the JWKS, the session check
 * (every token's session lives) and the realtime SSE stream the benchmark writes to.
 */
async function upstreamStandIn(secret: string) {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
  let stream: ServerResponse | undefined;
  let connected: () => void = () => undefined;
  const streamOpen = new Promise<void>((resolve) => (connected = resolve));
  const server = createServer((req, res) => {
    if (req.url === SERVICE_ROUTES.jwks) return res.end(JSON.stringify({ keys: [jwk] }));
    if (req.headers['x-internal-secret'] !== secret) return res.writeHead(403).end();
    if (req.url === SERVICE_ROUTES.realtimeStream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': connected\n\n');
      stream = res;
      return connected();
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const claims = decodeJwt((JSON.parse(body) as { accessToken: string }).accessToken);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ responseCode: '00', ...claims }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sign = (user: number, brand: string) =>
    new SignJWT({ sid: `s${user}`, email: `u${user}@bench.example`, brand })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
      .setSubject(`u${user}`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  const deliver = (d: TRealtimeDelivery) => stream?.write(`data: ${JSON.stringify(d)}\n\n`);
  const close = () => {
    stream?.end();
    server.closeAllConnections();
    server.close();
  };
  return { url, sign, deliver, streamOpen, close };
}

/** The gateway's V8 heap in use (its Prometheus metrics), garbage not yet collected included. */
async function heapUsed(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^nodejs_heap_size_used_bytes\{[^}]*\} ([\d.e+]+)$/m.exec(text)?.[1] ?? Number.NaN);
}

async function measureGateway(sockets: number, seconds: number, users: number) {
  const secret = randomBytes(16).toString('hex');
  const upstream = await upstreamStandIn(secret);
  const root = mkdtempSync(path.join(tmpdir(), 'openportal-fanout-'));
  const perUser = Math.ceil(sockets / users);
  const metricsPort = await freePort();
  const { gateway, port } = await startGateway(upstream.url, secret, root, {
    WS_MAX_SOCKETS_PER_USER: String(perUser),
    METRICS_PORT: String(metricsPort),
  });
  const clients = child('fan-out-clients.ts');
  try {
    await upstream.streamOpen;
    const brand = brandIds()[0]!;
    const tokens = await Promise.all(Array.from({ length: users }, (_, u) => upstream.sign(u, brand)));
    const before = rssBytes(gateway.pid);
    const heapBefore = await heapUsed(metricsPort);
    const headers = { host: `${brand}.localhost:${port}` };
    clients.send({ open: { url: `ws://127.0.0.1:${port}/ws`, headers, tokens, sockets } });
    await nextMessage<{ ready: number }>(clients, 'ready');
    const bytesPerSocket = (rssBytes(gateway.pid) - before) / sockets;
    const heapPerSocket = ((await heapUsed(metricsPort)) - heapBefore) / sockets;
    const userIds = Array.from({ length: users }, (_, u) => `u${u}`);
    const eventsPerSecond = await drive(clients, sockets, seconds, (seq) =>
      upstream.deliver({ userIds, event: JSON.parse(frameOf(seq)) as TRealtimeDelivery['event'] }),
    );
    const afterRunPerSocket = (rssBytes(gateway.pid) - before) / sockets;
    return { eventsPerSecond, bytesPerSocket, heapPerSocket, afterRunPerSocket };
  } finally {
    clients.send({ close: true });
    await stopProcess(clients, 5000);
    await stopProcess(gateway);
    upstream.close();
    rmSync(root, { recursive: true, force: true });
  }
}

export async function measureFanOut(sockets: number, seconds: number): Promise<TFanOutFigures> {
  const raw = await measureRaw(sockets, seconds);
  console.log(
    `  raw ws broadcast, ${sockets} sockets: ${raw.eventsPerSecond.toFixed(1)} events/s, ` +
      `${(raw.bytesPerSocket / 1024).toFixed(1)} KiB per socket`,
  );
  const gateway = await measureGateway(sockets, seconds, 100);
  console.log(
    `  gateway /ws, ${sockets} sockets: ${gateway.eventsPerSecond.toFixed(1)} events/s, ` +
      `${(gateway.bytesPerSocket / 1024).toFixed(1)} KiB RSS per socket once open (V8 heap in use ` +
      `${(gateway.heapPerSocket / 1024).toFixed(1)} KiB), ${(gateway.afterRunPerSocket / 1024).toFixed(1)} KiB after the run`,
  );
  return { sockets, raw, gateway };
}
