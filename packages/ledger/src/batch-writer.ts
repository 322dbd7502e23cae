import type { Db } from '@openportal/db';
import { postBatch } from './post-batch.ts';
import { postTransaction } from './post.ts';
import { isTransientDbError, withTransientRetry } from './retry.ts';
import type { TLedgerResult, TPostOutcome, TPostRequest } from './types.ts';

export interface TBatchWriterOptions {
  /** Batches in flight at once (each one statement on its own connection); default 4. */
  lanes?: number;
  /** Most requests per batch; default 256. */
  maxBatch?: number;
}

export interface TBatchWriter {
  /** Queues a request; resolves once the batch holding it has committed (durable). */
  post(req: TPostRequest): Promise<TLedgerResult<TPostOutcome>>;
  /** Waits for queued requests, then stops taking new ones. */
  close(): Promise<void>;
}

interface TQueued {
  req: TPostRequest;
  resolve: (r: TLedgerResult<TPostOutcome>) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit, set-based, and the hot-account path: concurrent requests queue for one turn
 * of the event loop (or until a batch is free), then up to `maxBatch` of them go to the
 * database as ONE statement (`postBatch`, the `ledger_post_batch` function): one round trip
 * and one commit for the batch. Each request keeps its own idempotency key, checks and
 * refusal; the database locks each account once per batch (ascending id) and adds the sum of
 * its deltas in one update, so many payers paying one merchant cost one balance update per
 * batch. Answers come after COMMIT. A batch failing on 40001/40P01 is retried whole; one
 * failing otherwise is replayed request by request with postTransaction, so one bad request
 * fails alone. For callers that do not need their own writes in the same database
 * transaction (core's outbox rows need postTransaction inside db.transaction instead).
 */
export function createBatchWriter(db: Db, options: TBatchWriterOptions = {}): TBatchWriter {
  const lanes = Math.max(1, options.lanes ?? 4);
  const maxBatch = Math.max(1, options.maxBatch ?? 256);
  const queue: TQueued[] = [];
  let inFlight = 0;
  let scheduled = false;
  let idle: Array<() => void> = [];

  function schedule(): void {
    if (scheduled || queue.length === 0 || inFlight >= lanes) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      while (inFlight < lanes && queue.length > 0) {
        inFlight++;
        void send(queue.splice(0, maxBatch)).finally(() => {
          inFlight--;
          if (inFlight === 0 && queue.length === 0) for (const done of idle.splice(0)) done();
          schedule();
        });
      }
    });
  }

  async function send(batch: TQueued[]): Promise<void> {
    try {
      const results = await withTransientRetry(() =>
        postBatch(
          db,
          batch.map((item) => item.req),
        ),
      );
      batch.forEach((item, i) => item.resolve(results[i]!));
    } catch (error) {
      if (isTransientDbError(error) || batch.length === 1) batch.forEach((item) => item.reject(error));
      else
        for (const item of batch)
          await db.transaction((tx) => postTransaction(tx, item.req)).then(item.resolve, item.reject);
    }
  }

  return {
    post(req) {
      return new Promise((resolve, reject) => {
        queue.push({ req, resolve, reject });
        schedule();
      });
    },
    async close() {
      if (inFlight > 0 || queue.length > 0) await new Promise<void>((r) => idle.push(r));
      idle = [];
    },
  };
}
