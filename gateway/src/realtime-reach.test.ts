import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { TRealtimeDelivery } from '@openportal/contract';
import { createRealtimeHub } from './realtime-hub.ts';
import { startRealtimeStream } from './realtime-stream.ts';

const fakeSocket = () => ({ readyState: 1, OPEN: 1, bufferedAmount: 0, send() {}, close() {} }) as unknown as WebSocket;

describe('a delivery only for users with no socket here', () => {
  let server: Server | undefined;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    server?.close();
  });

  it('the hub knows which users and waits it reaches', () => {
    const hub = createRealtimeHub({ maxSocketsPerUser: 4 });
    hub.add('core', 'u1', fakeSocket(), 's1');
    hub.addWait('core', 'w1', fakeSocket(), '127.0.0.1');
    expect(hub.reaches('core', ['u0', 'u1'], [])).toBe(true);
    expect(hub.reaches('core', ['u0'], ['w1'])).toBe(true);
    expect(hub.reaches('core', ['u0'], ['w0'])).toBe(false);
    expect(hub.reaches('other', ['u1'], ['w1'])).toBe(false);
  });

  it('is dropped before the contract check; one that reaches a socket is handed over', async () => {
    const events = [
      // Not a valid delivery (unknown event type), but for nobody here: dropped unread, no warning.
      { userIds: ['nobody'], event: { type: 'NoSuchEvent' } },
      { userIds: ['u1'], event: { type: 'BalanceChanged', customerId: 'c-1', accountIds: [1] } },
      // For someone here but not a delivery: checked, refused, warned.
      { userIds: ['u1'], event: { type: 'NoSuchEvent' } },
    ];
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const e of events) res.write(`data: ${JSON.stringify(e)}\n\n`);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const handed: TRealtimeDelivery[] = [];
    const warnings: string[] = [];
    stop = startRealtimeStream({
      base: `http://127.0.0.1:${port}`,
      secret: 's',
      reconnectMaxMs: 1000,
      idleMs: 5000,
      log: { info() {}, warn: (_o, msg) => warnings.push(msg) },
      onDelivery: (d) => handed.push(d),
      reaches: (userIds) => userIds.includes('u1'),
    });
    await expect.poll(() => warnings.length).toBe(1);
    expect(handed.map((d) => d.userIds)).toEqual([['u1']]);
  });
});
