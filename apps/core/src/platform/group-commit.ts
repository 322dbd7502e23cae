import type { Db, Queryable } from '@openportal/db';
import { isTransientDbError, withTransientRetry } from '@openportal/ledger';
import { AppError } from './app-error.ts';

/**
 * Group commit: writes of concurrent requests are collected for a short window (at most
 * `windowMs`, at most `maxBatch` requests) and written in ONE database transaction, with
 * set-based SQL where the writer has it; every request then gets its own outcome, after COMMIT.
 * One commit (one WAL flush on a server) serves the whole batch instead of one per request.
 *
 * - A refusal is the item's outcome (`{ok: false}`) and never fails its neighbours.
 * - A batch whose transaction fails on a deadlock or serialization failure is run again whole;
 *   one failing otherwise is written again item by item, each alone in its own transaction, so
 *   a bad request fails alone.
 * - Nothing is answered before its transaction commits: a crash before the commit answers
 *   nothing and keeps nothing, and a retry with the same idempotency key starts afresh.
 * - Up to `lanes` batches are in flight at once (one on PGlite, which has one connection);
 *   while they are, new requests wait and form the next batch.
 * - At most `maxQueued` requests wait: past that a request is refused at once with the
 *   retryable busy answer (503, `serverBusy`), nothing written, so overload shows as quick
 *   refusals instead of latency that grows without limit.
 * - A request that waited more than `maxWaitMs` for its batch is refused with the same answer
 *   when the batch forms, before its transaction starts: nothing of it is written. One already
 *   in a batch completes.
 */
export interface TGroupCommitOptions {
  /** How long the first request of a batch waits for others (0: one turn of the event loop). */
  windowMs: number;
  /** Most requests in one batch. */
  maxBatch: number;
  /** Batches in flight at once. */
  lanes: number;
  /** Most requests waiting for a batch (default: four full batches per lane). */
  maxQueued?: number;
  /**
   * Longest wait for a batch (ms): a request that waited longer when its batch forms is refused
   * with the busy answer, nothing written (its transaction never started). Unset: no deadline.
   */
  maxWaitMs?: number;
  /** The clock (ms) the wait is measured with (tests); default `performance.now`. */
  now?: () => number;
}

/** One request's result inside a batch. */
export type TItemOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Writes a batch in the given transaction: one outcome per item, in order. Throwing fails the
 * whole batch (its items are then written alone, one transaction each).
 */
export type TBatchWrite<I, O> = (tx: Queryable, items: readonly I[]) => Promise<TItemOutcome<O>[]>;

export interface TGroupCommit<I, O> {
  /** Queues one request; resolves with its value once its batch committed, rejects with its refusal. */
  submit(item: I): Promise<O>;
  /** Batches written, requests in them, and requests refused as busy since start (metrics, tests). */
  stats(): { batches: number; items: number; fallbacks: number; refused: number };
}

interface TQueued<I, O> {
  item: I;
  /** When it was queued (options.now). */
  at: number;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/** Bounds checked at start (a limit on everything, TIGER_STYLE). */
export const GROUP_COMMIT_LIMITS = {
  windowMsMax: 100,
  maxBatchMax: 1000,
  lanesMax: 16,
  maxQueuedMax: 100_000,
  maxWaitMsMax: 60_000,
} as const;

export function checkGroupCommitOptions(o: TGroupCommitOptions): TGroupCommitOptions {
  const ok =
    Number.isInteger(o.windowMs) &&
    o.windowMs >= 0 &&
    o.windowMs <= GROUP_COMMIT_LIMITS.windowMsMax &&
    Number.isInteger(o.maxBatch) &&
    o.maxBatch >= 1 &&
    o.maxBatch <= GROUP_COMMIT_LIMITS.maxBatchMax &&
    Number.isInteger(o.lanes) &&
    o.lanes >= 1 &&
    o.lanes <= GROUP_COMMIT_LIMITS.lanesMax &&
    (o.maxQueued === undefined ||
      (Number.isInteger(o.maxQueued) && o.maxQueued >= 1 && o.maxQueued <= GROUP_COMMIT_LIMITS.maxQueuedMax)) &&
    (o.maxWaitMs === undefined ||
      (Number.isInteger(o.maxWaitMs) && o.maxWaitMs >= 1 && o.maxWaitMs <= GROUP_COMMIT_LIMITS.maxWaitMsMax));
  if (!ok) throw new RangeError(`group commit options out of bounds: ${JSON.stringify(o)}`);
  return o;
}

export function createGroupCommit<I, O>(
  db: Db,
  options: TGroupCommitOptions,
  write: TBatchWrite<I, O>,
): TGroupCommit<I, O> {
  const { windowMs, maxBatch } = checkGroupCommitOptions(options);
  // PGlite runs one transaction at a time: a second lane would only split batches.
  const lanes = db.kind === 'pglite' ? 1 : options.lanes;
  const maxQueued = options.maxQueued ?? 4 * maxBatch * options.lanes;
  const { maxWaitMs, now = () => performance.now() } = options;
  const queue: TQueued<I, O>[] = [];
  const counts = { batches: 0, items: 0, fallbacks: 0, refused: 0 };
  let inFlight = 0;
  let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;

  function flush(): void {
    if (timer !== undefined) {
      clearTimeout(timer as NodeJS.Timeout);
      clearImmediate(timer as NodeJS.Immediate);
    }
    timer = undefined;
    while (inFlight < lanes && queue.length > 0) {
      inFlight++;
      void run(queue.splice(0, maxBatch)).finally(() => {
        inFlight--;
        // Whoever queued meanwhile has waited long enough: the next batch goes now.
        if (queue.length > 0) flush();
      });
    }
  }

  /** A full batch goes at once; otherwise the first request waits the window for company. */
  function schedule(): void {
    if (queue.length === 0 || inFlight >= lanes) return;
    if (queue.length >= maxBatch) return flush();
    if (timer === undefined) timer = windowMs === 0 ? setImmediate(flush) : setTimeout(flush, windowMs);
  }

  /** Refuses, as busy, whoever waited past the deadline; the others go into the batch. */
  function fresh(taken: TQueued<I, O>[]): TQueued<I, O>[] {
    if (maxWaitMs === undefined) return taken;
    const oldest = now() - maxWaitMs;
    const kept = taken.filter((q) => q.at >= oldest);
    for (const q of taken) if (q.at < oldest) q.reject(busy());
    counts.refused += taken.length - kept.length;
    return kept;
  }

  async function run(taken: TQueued<I, O>[]): Promise<void> {
    const batch = fresh(taken);
    if (batch.length === 0) return;
    counts.batches++;
    counts.items += batch.length;
    const outcomes = await writeBatch(db, write, batch, () => counts.fallbacks++);
    batch.forEach((queued, n) => {
      const outcome = outcomes[n]!;
      if (outcome.ok) queued.resolve(outcome.value);
      else queued.reject(outcome.error);
    });
  }

  return {
    submit(item) {
      if (queue.length >= maxQueued) {
        counts.refused++;
        return Promise.reject(busy());
      }
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, at: now(), resolve, reject });
        schedule();
      });
    },
    stats: () => ({ ...counts }),
  };
}

/** The retryable busy answer (503 AE `serverBusy`; the error handler adds Retry-After). */
const busy = () => new AppError('AE', 'serverBusy', { httpStatus: 503 });

/**
 * The batch in one transaction (again whole on a deadlock or serialization failure); when it
 * fails otherwise, each item alone in its own transaction, its failure its own outcome.
 */
async function writeBatch<I, O>(
  db: Db,
  write: TBatchWrite<I, O>,
  batch: readonly TQueued<I, O>[],
  onFallback: () => void,
): Promise<TItemOutcome<O>[]> {
  const items = batch.map((q) => q.item);
  try {
    return await withTransientRetry(() =>
      db.transaction(async (tx) => {
        const outcomes = await write(tx, items);
        if (outcomes.length !== items.length)
          throw new Error(`batch writer answered ${outcomes.length} of ${items.length}`);
        return outcomes;
      }),
    );
  } catch (error) {
    if (items.length === 1 || isTransientDbError(error)) return items.map(() => ({ ok: false, error }));
    onFallback();
    const outcomes: TItemOutcome<O>[] = [];
    for (const item of items) outcomes.push(await alone(db, write, item));
    return outcomes;
  }
}

/** One item in its own transaction: whatever it throws is its own outcome. */
async function alone<I, O>(db: Db, write: TBatchWrite<I, O>, item: I): Promise<TItemOutcome<O>> {
  try {
    const [outcome] = await withTransientRetry(() => db.transaction((tx) => write(tx, [item])));
    return outcome ?? { ok: false, error: new Error('batch writer answered nothing') };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * For writers that are not set-based for some items: runs `fn` for each item inside its own
 * savepoint, so an item that fails (a refusal thrown, or an SQL error) leaves nothing behind
 * and the batch goes on. Two round trips more per item, still one commit for the batch.
 */
export async function eachInSavepoint<I, O>(
  tx: Queryable,
  items: readonly I[],
  fn: (tx: Queryable, item: I) => Promise<O>,
): Promise<TItemOutcome<O>[]> {
  const outcomes: TItemOutcome<O>[] = [];
  for (const item of items) {
    await tx.query('SAVEPOINT group_item');
    try {
      const value = await fn(tx, item);
      await tx.query('RELEASE SAVEPOINT group_item');
      outcomes.push({ ok: true, value });
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT group_item');
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}
