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
  /** The last publish reached Redis (false from a failed one until one succeeds). */
  publishing: boolean;
}

export interface RedisRelay {
  /** Sends deliveries to every other replica; never throws (a failure is counted in the state). */
  send(deliveries: readonly TRealtimeDelivery[]): void;
  state(): TRelayState;
  /** The subscriber connection's name (CLIENT LIST `name`): tests find it there and CLIENT KILL it. */
  subscriberName: string;
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
const PUBLISHER = { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false };
/** The subscriber reconnects for ever (ioredis's backoff, at most 2 s) and subscribes again each time. */
const SUBSCRIBER = { connectTimeout: 2000, autoResubscribe: false, maxRetriesPerRequest: null };

/**
 * Realtime across core replicas over Redis pub/sub: after its commit, the replica that wrote an
 * event delivers it to its own streams in process and PUBLISHes it once here; every other
 * replica's subscriber hands it to its streams. Fire and forget: a replica whose subscriber is
 * down misses what is published meanwhile (at-most-once; tabs refetch when their socket comes
 * back), and `state()` says so for /health until it is subscribed again.
 */
export function createRedisRelay(options: TRelayOptions): RedisRelay {
  const from = randomUUID();
  const pub = new Redis(options.url, PUBLISHER);
  const subscriberName = `openportal-realtime-${from}`;
  const sub = new Redis(options.url, { ...SUBSCRIBER, connectionName: subscriberName });
  const state: TRelayState = { subscribed: false, publishing: true };
  const change = (next: Partial<TRelayState>) => {
    const before = { ...state };
    Object.assign(state, next);
    if (before.subscribed !== state.subscribed || before.publishing !== state.publishing) options.onState?.({ ...state });
  };
  pub.on('error', () => undefined); // a failed PUBLISH reports itself
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
      pub.publish(options.channel, JSON.stringify({ from, deliveries })).then(
        () => change({ publishing: true }),
        () => change({ publishing: false }),
      );
    },
    state: () => ({ ...state }),
    subscriberName,
    async close() {
      sub.disconnect();
      pub.disconnect();
    },
  };
}
