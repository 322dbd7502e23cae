import { createHash } from 'node:crypto';
import { ZTokens } from '@openportal/contract';
import type { TSharedRefresh } from './shared-refresh.ts';
import { callUpstream, type TUpstreamAnswer, type TUpstreamLimits } from './upstream-call.ts';

export type TTokenPair = { accessToken: string; refreshToken: string | undefined };

/** What one upstream refresh gave: the raw answer and, when it succeeded, the new pair. */
export type TRefreshOutcome = { answer: TUpstreamAnswer; tokens: TTokenPair | undefined };

export type TRefresher = {
  refresh(base: string, refreshToken: string, headers: Record<string, string>): Promise<TRefreshOutcome>;
};

export type TRefresherOptions = {
  limits: TUpstreamLimits;
  holdMs: number;
  maxEntries?: number;
  /** Collapse across replicas too (Redis); without it, only within this process. */
  shared?: TSharedRefresh | undefined;
};

function upstreamRefresh(base: string, refreshToken: string, headers: Record<string, string>, limits: TUpstreamLimits) {
  return callUpstream(
    {
      method: 'POST',
      url: `${base}/auth/refresh`,
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    },
    limits,
  );
}

function outcomeOf(answer: TUpstreamAnswer): TRefreshOutcome {
  const parsed = ZTokens.safeParse(answer.json);
  const ok = (answer.status === 200 || answer.status === 201) && parsed.success;
  return {
    answer,
    tokens: ok ? { accessToken: parsed.data.accessToken, refreshToken: parsed.data.refreshToken } : undefined,
  };
}

/**
 * Concurrent refreshes of one session (same upstream, same refresh token) share one upstream
 * call, and its outcome is kept `holdMs` after it settles so a tab arriving just after gets the
 * same new pair instead of presenting the spent token. In memory, plus Redis across replicas
 * when REDIS_URL is set (see shared-refresh.ts).
 */
export function createRefresher(opts: TRefresherOptions): TRefresher {
  const outcomes = new Map<string, Promise<TRefreshOutcome>>();
  const maxEntries = opts.maxEntries ?? 10_000;
  return {
    refresh(base, refreshToken, headers) {
      const key = createHash('sha256').update(base).update('\n').update(refreshToken).digest('base64url');
      const known = outcomes.get(key);
      if (known !== undefined) return known;
      const once = () => upstreamRefresh(base, refreshToken, headers, opts.limits);
      const pending = (opts.shared === undefined ? once() : opts.shared(key, once)).then(outcomeOf);
      if (outcomes.size >= maxEntries) return pending;
      outcomes.set(key, pending);
      pending.then(
        () => setTimeout(() => outcomes.delete(key), opts.holdMs).unref(),
        () => outcomes.delete(key),
      );
      return pending;
    },
  };
}
