import { Redis } from 'ioredis';

/**
 * The optional shared Redis. Settings follow @fastify/rate-limit's advice: fail fast instead
 * of queueing, so a Redis outage degrades to per-replica limits, never to stuck requests.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
}
