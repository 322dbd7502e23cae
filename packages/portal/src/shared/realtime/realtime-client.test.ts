import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient } from './realtime-client.ts';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

afterEach(() => {
  FakeSocket.all = [];
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('authenticates, passes valid events on, and after a drop reconnects and asks for a refetch', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const reconnects = vi.fn();
    const client = createRealtimeClient({
      url: 'ws://x/ws',
      getToken: () => 'token-1',
      onEvent: (e) => events.push(e.type),
      onReconnect: reconnects,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    client.start();
    const first = FakeSocket.all[0]!;
    first.open();
    expect(first.sent).toEqual([JSON.stringify({ type: 'auth', accessToken: 'token-1' })]);
    first.onmessage?.({ data: JSON.stringify({ type: 'BalanceChanged', customerId: 'c', accountIds: [1] }) });
    first.onmessage?.({ data: JSON.stringify({ type: 'Unknown' }) });
    first.onmessage?.({ data: 'not json' });
    expect(events).toEqual(['BalanceChanged']);
    expect(reconnects).not.toHaveBeenCalled();

    first.close();
    vi.advanceTimersByTime(1000);
    const second = FakeSocket.all[1]!;
    second.open();
    expect(reconnects).toHaveBeenCalledTimes(1);
    client.stop();
  });
});
