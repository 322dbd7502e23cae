import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { TUpstreamAnswer } from './upstream-call.ts';

/**
 * Collapses one session's refresh across gateway replicas through Redis: the first replica
 * marks the key `pending` (SET NX), refreshes, and stores the answer for `holdMs`; the others
 * poll until the answer is there. The stored answer holds the new refresh token for a few
 * seconds, so Redis must be private to the cluster. If Redis fails, each replica refreshes on
 * its own (what it would do without Redis).
 */
export type TSharedRefresh = (key: string, refresh: () => Promise<TUpstreamAnswer>) => Promise<TUpstreamAnswer>;

export type TSharedRefreshOptions = {
  redis: Redis;
  holdMs: number;
  waitMs: number;
  pollMs?: number;
  onError(error: unknown): void;
};

const PENDING = 'pending';
const PREFIX = 'op:refresh:';

type TStored = { status: number; headers: Record<string, string>; body: string };

function store(answer: TUpstreamAnswer): string {
  return JSON.stringify({
    status: answer.status,
    headers: answer.headers,
    body: answer.body.toString('base64'),
  } satisfies TStored);
}

function load(value: string): TUpstreamAnswer {
  const stored = JSON.parse(value) as TStored;
  const body = Buffer.from(stored.body, 'base64');
  let json: unknown;
  try {
    json = (stored.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(body.toString('utf8')) as unknown)
      : undefined;
  } catch {
    json = undefined;
  }
  return { status: stored.status, headers: stored.headers, body, json };
}

async function waitForOther(opts: TSharedRefreshOptions, key: string): Promise<TUpstreamAnswer | undefined> {
  const deadline = Date.now() + opts.waitMs;
  while (Date.now() < deadline) {
    const value = await opts.redis.get(key);
    if (value === null) return undefined;
    if (value !== PENDING) return load(value);
    await sleep(opts.pollMs ?? 25);
  }
  return undefined;
}

export function createSharedRefresh(opts: TSharedRefreshOptions): TSharedRefresh {
  return async (hash, refresh) => {
    const key = `${PREFIX}${hash}`;
    let mine: boolean;
    try {
      mine = (await opts.redis.set(key, PENDING, 'PX', opts.waitMs, 'NX')) === 'OK';
      if (!mine) {
        const other = await waitForOther(opts, key);
        if (other !== undefined) return other;
      }
    } catch (error) {
      opts.onError(error);
      return refresh();
    }
    const answer = await refresh().catch(async (error: unknown) => {
      if (mine) await opts.redis.del(key).catch(opts.onError);
      throw error;
    });
    if (answer.status < 500)
      await opts.redis.set(key, store(answer), 'PX', Math.max(opts.holdMs, 1)).catch(opts.onError);
    else if (mine) await opts.redis.del(key).catch(opts.onError);
    return answer;
  };
}
