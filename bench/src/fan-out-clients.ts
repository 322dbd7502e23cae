// Child process of the fan-out benchmark: opens the sockets, authenticates them when asked, then
// counts every message they receive and reports the running total to its parent (IPC).
import WebSocket from 'ws';

interface TOpen {
  url: string;
  headers: Record<string, string>;
  /** One access token per user, or none for the raw baseline. */
  tokens: string[];
  sockets: number;
}

const OPEN_AT_ONCE = 250;
const sockets: WebSocket[] = [];
let received = 0;
let counting = false;
let lastReported = 0;

function report(): void {
  if (received === lastReported) return;
  lastReported = received;
  process.send?.({ received });
}

function openOne(o: TOpen, token: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(o.url, { headers: o.headers, perMessageDeflate: false });
    sockets.push(socket);
    socket.once('error', reject);
    socket.on('message', (data) => {
      if (counting) {
        received++;
        if (received % 10_000 === 0) report();
        return;
      }
      const message = JSON.parse(data.toString()) as { type?: string };
      if (message.type === 'authenticated') resolve();
    });
    socket.once('open', () => {
      if (token === undefined) resolve();
      else socket.send(JSON.stringify({ type: 'auth', accessToken: token }));
    });
    socket.once('close', (code) => reject(new Error(`socket closed: ${code}`)));
  });
}

async function open(o: TOpen): Promise<void> {
  for (let i = 0; i < o.sockets; i += OPEN_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, o.sockets - i) }, (_, k) =>
      openOne(o, o.tokens.length === 0 ? undefined : o.tokens[(i + k) % o.tokens.length]),
    );
    await Promise.all(batch);
  }
  counting = true;
  setInterval(report, 100).unref();
  process.send?.({ ready: sockets.length });
}

process.on('message', (message: { open?: TOpen; close?: true }) => {
  if (message.open) open(message.open).catch((error: unknown) => process.send?.({ error: String(error) }));
  if (message.close) {
    for (const s of sockets) s.terminate();
    process.exit(0);
  }
});
