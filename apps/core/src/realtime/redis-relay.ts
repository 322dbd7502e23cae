import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { ZRealtimeDelivery, type TRealtimeDelivery } from '@openportal/contract';

/** What one replica sends per commit: its id (it skips its own) and the commit's deliveries. */
interface TRelayMessage {
  from: string;
  deliveries: TRealtimeDelivery[];
}

export interface TRelayState {
  /** Subscribed now: other replicas' deliveries reach this one's streams. */
  subscribed: boolean;
  /** The publisher is connected (a delivery published while it is not is dropped, and counted). */
  publishing: boolean;
  /** Deliveries this replica could not publish since start (at most once: never sent again). */
  dropped: number;
}

export interface RedisRelay {
  /** Sends deliveries to every other replica; never throws (a failure is counted in the state). */
  send(deliveries: readonly TRealtimeDelivery[]): void;
  state(): TRelayState;
  /** The connections' names (CLIENT LIST `name`): tests find them there and CLIENT KILL them. */
  names: { subscriber: string; publisher: string };
  close(): Promise<void>;
}

export interface TRelayOptions {
  url: string;
  /** The pub/sub channel every replica of the deployment publishes on and subscribes to. */
  channel: string;
  /** Deliveries of other replicas, each checked against the contract. */
  onDeliveries: (deliveries: TRealtimeDelivery[]) => void;
  /** A state change (lost, back), and a message from Redis that is not a delivery. */
  onState?: (state: TRelayState) => void;
  onBad?: (error: unknown) => void;
}

/** The publisher fails fast: a delivery is never queued for later (at-most-once, no stale events). */
const PUBLISHER = {
  connectTimeout: 2000,
  commandTimeout: 1000,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  retryStrategy: (times: number) => Math.min(times * 50, 1000),
};
/** The subscriber reconnects for ever (ioredis's backoff, at most 2 s) and subscribes again each time. */
const SUBSCRIBER = {
  connectTimeout: 2000,
  autoResubscribe: false,
  maxRetriesPerRequest: null,
  retryStrategy: (times: number) => Math.min(times * 50, 1000),
};

/**
 * Realtime across core replicas over Redis pub/sub: after its commit, the replica that wrote an
 * event delivers it to its own streams in process and PUBLISHes it once here; every other
 * replica's subscriber hands it to its streams. Fire and forget: a replica whose subscriber is
 * down misses what is published meanwhile (at-most-once; tabs refetch when their socket comes
 * back), and `state()` says so for /health until it is subscribed again.
 */
export function createRedisRelay(options: TRelayOptions): RedisRelay {
  const from = randomUUID();
  const names = { subscriber: `openportal-realtime-sub-${from}`, publisher: `openportal-realtime-pub-${from}` };
  const pub = new Redis(options.url, { ...PUBLISHER, connectionName: names.publisher });
  const sub = new Redis(options.url, { ...SUBSCRIBER, connectionName: names.subscriber });
  const state: TRelayState = { subscribed: false, publishing: false, dropped: 0 };
  const change = (next: Partial<TRelayState>) => {
    const before = { ...state };
    Object.assign(state, next);
    if (before.subscribed !== state.subscribed || before.publishing !== state.publishing)
      options.onState?.({ ...state });
  };
  pub.on('error', () => undefined); // 'close' below, then ioredis reconnects
  pub.on('close', () => change({ publishing: false }));
  pub.on('ready', () => change({ publishing: true }));
  sub.on('error', () => undefined); // 'close' below, then ioredis reconnects
  sub.on('close', () => change({ subscribed: false }));
  sub.on('ready', () => {
    sub.subscribe(options.channel).then(
      () => change({ subscribed: true }),
      (error: unknown) => options.onBad?.(error),
    );
  });
  sub.on('message', (_channel: string, text: string) => {
    try {
      const message = JSON.parse(text) as TRelayMessage;
      if (message.from === from) return;
      options.onDeliveries(message.deliveries.map((d) => ZRealtimeDelivery.parse(d)));
    } catch (error) {
      options.onBad?.(error);
    }
  });
  return {
    send(deliveries) {
      if (deliveries.length === 0) return;
      pub.publish(options.channel, JSON.stringify({ from, deliveries })).catch(() => {
        state.dropped += deliveries.length;
      });
    },
    state: () => ({ ...state }),
    names,
    async close() {
      sub.disconnect();
      pub.disconnect();
    },
  };
}
