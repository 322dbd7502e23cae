import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '@openportal/db';
import type { JobPayload, JobWriter, Outbox } from '../jobs/index.ts';
import { createRealtimeHub, type RealtimeHub } from './hub.ts';
import { createRealtimePublisher, type RealtimePublisher, type TEnrich } from './publisher.ts';
import { createRedisRelay, type RedisRelay, type TRelayState } from './redis-relay.ts';

export interface Realtime {
  hub: RealtimeHub;
  publisher: RealtimePublisher;
  /** Present with REDIS_URL: the other replicas' deliveries come through it. */
  relay: RedisRelay | undefined;
  /**
   * Whether this replica hears every replica's deliveries and reaches them with its own: always
   * without Redis (one replica), else while subscribed and the last publish went through.
   */
  healthy(): boolean;
  close(): Promise<void>;
}

/**
 * This replica's realtime: the hub its streams subscribe to, the publisher writes go through
 * after commit, and with `redisUrl` the relay to and from the other replicas (state changes logged).
 */
export function startRealtime(options: {
  redisUrl: string | undefined;
  channel: string;
  log: FastifyBaseLogger;
  enrich?: TEnrich;
}): Realtime {
  const hub = createRealtimeHub();
  const relay = options.redisUrl
    ? createRedisRelay({
        url: options.redisUrl,
        channel: options.channel,
        onDeliveries: (deliveries) => {
          for (const d of deliveries) hub.publish(d);
        },
        onState: (state: TRelayState) =>
          options.log[state.subscribed && state.publishing ? 'info' : 'warn'](state, 'realtime relay (Redis)'),
        onBad: (err) => options.log.error({ err }, 'realtime relay: a message that is not a delivery'),
      })
    : undefined;
  const publisher = createRealtimePublisher({ hub, relay, ...(options.enrich ? { enrich: options.enrich } : {}) });
  return {
    hub,
    publisher,
    relay,
    healthy: () => {
      const s = relay?.state();
      return s === undefined || (s.subscribed && s.publishing);
    },
    close: async () => relay?.close(),
  };
}

/**
 * The outbox handlers write side effects into: realtime events to the publisher (after commit,
 * no job), every other kind to the job runner (a job in the caller's transaction).
 */
export function outboxOf(realtime: RealtimePublisher, jobs: () => JobWriter): Outbox {
  return {
    add: (tx: Queryable, kind, payloads) =>
      kind === 'realtime'
        ? realtime.publishAfterCommit(tx, payloads as readonly JobPayload<'realtime'>[])
        : jobs().add(tx, kind as Exclude<typeof kind, 'realtime'>, payloads as never),
  };
}
