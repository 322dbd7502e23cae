import { ANALYTICS, type TAnalyticsEvent } from '@openportal/contract';

/** What one post of a batch came back with: the HTTP status (0: network failure or timeout). */
export interface TSendResult {
  status: number;
  /** The Retry-After header, if any (seconds or an HTTP date). */
  retryAfter?: string | null;
}

export interface TAnalyticsDeps {
  /** Posts one batch; must settle within `timeoutMs` (the default send aborts it). */
  send: (batch: readonly TAnalyticsEvent[], timeoutMs: number) => Promise<TSendResult>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** A fresh anonymous id (a new one after reset). */
  newId?: () => string;
  /** False until the user consents, where the brand asks for consent: nothing is sent before. */
  consented?: boolean;
}

/** The most events held while the sink is away: older ones are dropped first (never blocks). */
export const ANALYTICS_QUEUE_MAX = 1_000;

export interface TAnalyticsClient {
  track(event: string, properties?: TAnalyticsEvent['properties']): void;
  /** On sign-in: later events carry the user's id. */
  identify(distinctId: string): void;
  /** On sign-out: a new anonymous id; queued events keep the id they were tracked under. */
  reset(): void;
  /** The user's choice where consent is asked: false drops what is queued. */
  consent(given: boolean): void;
  /** Sends what is queued now (page hide); resolves when the post settles. */
  flush(): Promise<void>;
  /** For tests and the status line: queued events, the batch size now, the delay before the next try. */
  state(): { queued: number; batchSize: number; retryInMs: number };
}

/**
 * The portal's analytics client (spec 3 §7, §8, §9): events queue in memory and go out in batches
 * of 50 every 5 s (90 s timeout). A 5xx, 429 or timeout keeps the batch and tries again after a
 * delay that doubles up to 10 minutes, or after the server's Retry-After; a 413 halves the batch
 * size, and a single event still too big is dropped. 2xx and other 4xx take the batch off the
 * queue (a 4xx will not get better by retrying). Nothing the page does waits for it: `track`
 * only appends to a bounded queue, and every failure stays inside.
 */
export function createAnalyticsClient(deps: TAnalyticsDeps): TAnalyticsClient {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const newId = deps.newId ?? (() => `anon-${crypto.randomUUID()}`);
  let queue: TAnalyticsEvent[] = [];
  let distinctId = newId();
  let consented = deps.consented ?? true;
  let batchSize: number = ANALYTICS.batchSize;
  let retryDelay = 0;
  let timer: unknown = null;
  let sending: Promise<void> | null = null;

  const schedule = (ms: number) => {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void send();
    }, ms);
  };
  const scheduleIfIdle = () => {
    if (timer === null && sending === null && consented && queue.length > 0) schedule(ANALYTICS.flushIntervalMs);
  };

  function backOff(retryAfter: string | null | undefined) {
    const told = retryAfterMs(retryAfter, now());
    retryDelay = Math.min(ANALYTICS.maxRetryDelayMs, retryDelay === 0 ? ANALYTICS.flushIntervalMs : retryDelay * 2);
    schedule(told ?? retryDelay);
  }

  async function sendOnce(): Promise<void> {
    const batch = queue.slice(0, batchSize);
    const result = await deps.send(batch, ANALYTICS.timeoutMs).catch((): TSendResult => ({ status: 0 }));
    const next = outcomeOf(result.status, batch.length);
    if (next === 'retry') return backOff(result.retryAfter);
    if (next === 'halve') batchSize = Math.max(1, Math.floor(batch.length / 2));
    else queue = queue.filter((e) => !batch.includes(e));
    if (next !== 'done') return schedule(0);
    retryDelay = 0;
    if (queue.length >= batchSize) schedule(0);
  }

  function send(): Promise<void> {
    if (!consented || queue.length === 0) return Promise.resolve();
    if (sending) return sending;
    sending = sendOnce().finally(() => {
      sending = null;
      scheduleIfIdle();
    });
    return sending;
  }

  return {
    track(event, properties) {
      queue.push({ event, distinctId, time: new Date(now()).toISOString(), ...(properties ? { properties } : {}) });
      if (queue.length > ANALYTICS_QUEUE_MAX) queue = queue.slice(queue.length - ANALYTICS_QUEUE_MAX);
      if (consented && queue.length >= batchSize && retryDelay === 0 && sending === null) schedule(0);
      else scheduleIfIdle();
    },
    identify(id) {
      distinctId = id;
    },
    reset() {
      distinctId = newId();
    },
    consent(given) {
      consented = given;
      if (!given) queue = [];
      scheduleIfIdle();
    },
    flush: () => send(),
    state: () => ({ queued: queue.length, batchSize, retryInMs: retryDelay }),
  };
}

/**
 * What a post's status means for its batch: keep it and try later (5xx, 429, 0 = network or
 * timeout), halve the batch (413 of several), drop a lone event too big (413 of one), else done
 * (2xx delivered; another 4xx will not get better by retrying).
 */
export function outcomeOf(status: number, batchLength: number): 'retry' | 'halve' | 'dropOne' | 'done' {
  if (status === 413) return batchLength > 1 ? 'halve' : 'dropOne';
  return status === 0 || status === 429 || status >= 500 ? 'retry' : 'done';
}

/** Retry-After as a delay: seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Math.min(ANALYTICS.maxRetryDelayMs, Number(header.trim()) * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.min(ANALYTICS.maxRetryDelayMs, Math.max(0, at - nowMs));
}

/** Posts batches to the sink through the gateway (same origin), aborting after `timeoutMs`. */
export function fetchSender(fetchFn: typeof fetch, url: string): TAnalyticsDeps['send'] {
  return async (batch, timeoutMs) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const r = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ batch }),
        signal: abort.signal,
        keepalive: true,
        credentials: 'omit',
      });
      return { status: r.status, retryAfter: r.headers.get('retry-after') };
    } catch {
      return { status: 0 };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The client where nothing is sent (tests, and until the shell makes the real one). */
export const NO_ANALYTICS: TAnalyticsClient = {
  track: () => undefined,
  identify: () => undefined,
  reset: () => undefined,
  consent: () => undefined,
  flush: () => Promise.resolve(),
  state: () => ({ queued: 0, batchSize: 0, retryInMs: 0 }),
};
