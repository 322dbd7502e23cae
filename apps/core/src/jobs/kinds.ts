/**
 * The durable outbox kinds: side effects written in the caller's transaction as pg-boss jobs and
 * run after commit, at least once, each with a handler in app.ts. webhook, ipn and analytics were
 * declared here with no handler and are gone (issue 20): a kind is added with its dispatcher,
 * payload type and handler together (webhooks and IPN with the merchant tools, roadmap C9; the
 * analytics sink with C8). `export` (issue 24) makes a history export or a monthly statement
 * file (money/exports). Realtime events are no job (issue 25): published after commit, at most
 * once (realtime/publisher.ts).
 */
export const JOB_KINDS = ['mail', 'sms', 'push', 'export'] as const;
export type TJobKind = (typeof JOB_KINDS)[number];

/** How one kind is retried and bounded. */
export interface TJobPolicy {
  /** Runs in all (first run included) before the job is parked. */
  attempts: number;
  /** First retry delay; doubled each retry (with jitter), up to `maxDelayS`. */
  delayS: number;
  maxDelayS: number;
  /** A run is aborted (and counts as failed) after this long. */
  timeoutS: number;
  /**
   * A job's insert NOTIFYs its workers (pg-boss `notify`): no poll interval of latency, but a
   * notifying commit takes PostgreSQL's one global NOTIFY lock. Only for low-volume kinds a
   * person waits for (a sign-in code); never for kinds a money movement writes (issue 25).
   */
  notify?: boolean;
}

/** Limits no option may exceed (TIGER_STYLE: a bound on everything). */
export const JOB_LIMITS = {
  attemptsMax: 25,
  timeoutSMax: 15 * 60,
  batchSizeMax: 100,
  concurrencyMax: 16,
  payloadBytesMax: 256 * 1024,
  /** A job killed with its process is retried once pg-boss sees it expired: timeout plus this. */
  expiryMarginS: 30,
} as const;

const NOTIFY: TJobPolicy = { attempts: 10, delayS: 2, maxDelayS: 15 * 60, timeoutS: 30 };

/**
 * Defaults: user-facing messages retry for about an hour. Mail and pushes go with money ("money
 * received"): polled, not notified; an SMS is a code someone waits for, few per sign-in.
 */
export const DEFAULT_JOB_POLICIES: Record<TJobKind, TJobPolicy> = {
  mail: NOTIFY,
  sms: { ...NOTIFY, notify: true },
  push: { ...NOTIFY, attempts: 6 },
  // A 100,000-row export streams for a while; a failed one is made again from the start.
  export: { attempts: 3, delayS: 5, maxDelayS: 60, timeoutS: 10 * 60 },
};

/** A recurring job's policy: it runs again at its next occurrence anyway, so few retries. */
export const RECURRING_POLICY: TJobPolicy = { attempts: 3, delayS: 5, maxDelayS: 60, timeoutS: 120 };

/** The queue a kind's jobs are parked in after their last attempt. Nothing works it: people look. */
export const parkedQueue = (queue: string) => `parked.${queue}`;
export const recurringQueue = (name: string) => `recurring.${name}`;

export function checkPolicy(name: string, p: TJobPolicy): TJobPolicy {
  const ok =
    Number.isInteger(p.attempts) &&
    p.attempts >= 1 &&
    p.attempts <= JOB_LIMITS.attemptsMax &&
    p.delayS >= 1 &&
    p.maxDelayS >= p.delayS &&
    p.timeoutS >= 1 &&
    p.timeoutS <= JOB_LIMITS.timeoutSMax;
  if (!ok) throw new RangeError(`job policy of ${name} out of bounds: ${JSON.stringify(p)}`);
  return p;
}

/** pg-boss queue options for a policy: retries with backoff, a dead-letter queue, an expiry. */
export function queueOptions(queue: string, p: TJobPolicy, expiryMarginS: number = JOB_LIMITS.expiryMarginS) {
  return {
    // An insert NOTIFYs (on commit) and wakes the workers; the others wait for the next poll.
    notify: p.notify === true,
    retryLimit: p.attempts - 1,
    retryDelay: p.delayS,
    retryBackoff: true,
    retryDelayMax: p.maxDelayS,
    expireInSeconds: p.timeoutS + expiryMarginS,
    deadLetter: parkedQueue(queue),
  };
}
