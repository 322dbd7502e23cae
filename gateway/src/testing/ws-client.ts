import WebSocket from 'ws';

/** A `ws` client that queues what it receives so tests await messages and closes in order. */
export type TTestSocket = {
  socket: WebSocket;
  next(): Promise<unknown>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
};

/** Opens a socket; `headers` as a brand page's browser would send them (Host, Origin). */
export async function openSocket(url: string, headers: Record<string, string> = {}): Promise<TTestSocket> {
  const socket = new WebSocket(url, { headers });
  const queue: unknown[] = [];
  const waiters: Array<(m: unknown) => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as unknown;
    const waiter = waiters.shift();
    if (waiter === undefined) queue.push(message);
    else waiter(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next: () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((resolve) => waiters.push(resolve))),
  };
}
