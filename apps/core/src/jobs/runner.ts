import type { Db, Queryable } from '@openportal/db';
import { PgBoss, type Job, type JobResult } from 'pg-boss';
import { bossDatabase, transactionDatabase } from './boss-database.ts';
import type { JobPayload } from './outbox.ts';
import {
  checkPolicy,
  DEFAULT_JOB_POLICIES,
  JOB_KINDS,
  JOB_LIMITS,
  parkedQueue,
  queueOptions,
  RECURRING_POLICY,
  recurringQueue,
  type TJobKind,
  type TJobPolicy,
} from './kinds.ts';

export interface JobContext {
  /** Aborted when the run times out or the runner stops: stop outside calls with it. */
  signal: AbortSignal;
  /** pg-boss's job id. */
  id: string;
  db: Db;
}
export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;
export type JobHandlers = { [K in TJobKind]?: JobHandler<JobPayload<K>> };

/** Writing durable jobs in the caller's transaction (the outbox's job kinds). */
export interface JobWriter {
  add<K extends TJobKind>(tx: Queryable, kind: K, payloads: readonly JobPayload<K>[]): Promise<void>;
}

/** A job run at each occurrence of a five-field cron expression (UTC), on one replica only. */
export interface RecurringJob {
  /** [a-z0-9-]+; its queue is `recurring.<name>`. */
  name: string;
  cron: string;
  run: (ctx: JobContext) => Promise<void>;
  policy?: Partial<TJobPolicy>;
}

export interface JobRunnerOptions {
  /** pg-boss's schema (its tables live apart from ours); default `pgboss`. */
  schema?: string;
  /** false: only `drainOnce` runs jobs (tests, a replica that only enqueues). Default true. */
  work?: boolean;
  /** How often each queue is polled when idle; default 2 s, at least 0.5 s. */
  pollS?: number;
  /**
   * Poll interval while LISTEN/NOTIFY wakes the workers (a backstop for a lost notification);
   * it also brings in retries that come due. Default 5 s, never below pollS.
   */
  notifyPollS?: number;
  /** Jobs claimed per fetch; default 10, 2..100. */
  batchSize?: number;
  /** Fetches in flight per queue on this replica; default 1 (PGlite has one connection anyway). */
  concurrency?: number;
  policies?: Partial<Record<TJobKind, Partial<TJobPolicy>>>;
  recurring?: readonly RecurringJob[];
  /** pg-boss's own errors (a failed poll or maintenance pass); default: ignored, it retries. */
  onError?: (error: Error) => void;
  /** How often pg-boss looks for expired jobs (its supervise and monitor intervals); default 60 s. */
  superviseS?: number;
  /**
   * A claimed job whose replica died is retried once it is older than its timeout plus this
   * (pg-boss's expireInSeconds); default 30 s.
   */
  expiryMarginS?: number;
}

export interface EnqueueOptions {
  /** Run no earlier than this (a scheduled job). */
  runAt?: Date;
  /** At most one queued job per key and kind (pg-boss singletonKey). */
  key?: string;
}

export interface JobRunner extends JobWriter {
  /**
   * Writes a job in the caller's transaction (nothing runs for one that rolls back). Pass the
   * transaction, never `db`, inside `db.transaction`: on PGlite `db` waits for that transaction.
   */
  enqueue(tx: Queryable, kind: TJobKind, payload: object, options?: EnqueueOptions): Promise<string | null>;
  /** Claims and runs what is due now, every queue once (tests; `drainOutbox`). Returns runs. */
  drainOnce(): Promise<number>;
  /**
   * Side-effect jobs not run yet (queued, retrying, running or parked) and the age of the oldest
   * in seconds (0 when none): the outbox gauges of /metrics. Reads pg-boss's job table.
   */
  backlog(): Promise<{ unsent: number; lagS: number }>;
  /** Parked jobs of a kind (or recurring queue), newest first, at most `limit` (≤ 100). */
  parked(queue: string, limit?: number): Promise<{ id: string; data: unknown }[]>;
  stop(): Promise<void>;
  boss: PgBoss;
}

interface Queue {
  name: string;
  policy: TJobPolicy;
  run: (payload: unknown, ctx: JobContext) => Promise<void>;
}

/**
 * Starts pg-boss on core's own database (PGlite's one connection or the server's pool): one queue
 * per outbox kind and per recurring job, each with retries, backoff, a timeout and a parked queue.
 * Every replica may run it: pg-boss claims jobs with SKIP LOCKED and sends each cron occurrence once.
 */
export async function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  options: JobRunnerOptions = {},
): Promise<JobRunner> {
  // At least 2: pg-boss bursts through a backlog only when a batch comes back full, never at 1.
  const batchSize = bounded('batchSize', options.batchSize ?? 10, 2, JOB_LIMITS.batchSizeMax);
  const queues = buildQueues(handlers, options);
  const schema = options.schema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new RangeError(`bad job schema name: ${schema}`);
  const boss = new PgBoss({
    db: bossDatabase(db),
    schema,
    useListenNotify: true,
    superviseIntervalSeconds: options.superviseS ?? 60,
    monitorIntervalSeconds: options.superviseS ?? 60,
    cronWorkerIntervalSeconds: 5,
  });
  boss.on('error', options.onError ?? (() => undefined));
  await boss.start();
  await createQueues(boss, queues, options.recurring ?? [], options.expiryMarginS);
  const stopping = new AbortController();
  const runBatch = async (queue: Queue, jobs: Job<unknown>[]) => runJobs(db, queue, jobs, stopping.signal);
  if (options.work ?? true) await workQueues(boss, queues, { ...options, batchSize }, runBatch);
  return {
    ...writers(boss),
    boss,
    async drainOnce() {
      let n = 0;
      for (const q of queues) {
        const jobs = await boss.fetch<unknown>(q.name, { batchSize });
        if (jobs.length === 0) continue;
        await settle(boss, q.name, await runBatch(q, jobs));
        n += jobs.length;
      }
      return n;
    },
    backlog: () => backlog(db, schema),
    async parked(queue, limit = 20) {
      const jobs = await boss.findJobs<unknown>(parkedQueue(queue));
      return jobs.slice(-Math.min(Math.max(1, limit), 100)).map((j) => ({ id: j.id, data: j.data }));
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort(new Error('job runner stopping'));
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
  };
}

/** Writing jobs in the caller's transaction: one at a time with options, or a list in one statement. */
function writers(boss: PgBoss): Pick<JobRunner, 'enqueue' | 'add'> {
  return {
    async enqueue(tx, kind, payload, opts = {}) {
      checkPayload(kind, payload);
      return boss.send(kind, payload, {
        db: transactionDatabase(tx),
        ...(opts.runAt ? { startAfter: opts.runAt } : {}),
        ...(opts.key ? { singletonKey: opts.key } : {}),
      });
    },
    async add(tx, kind, payloads) {
      if (payloads.length === 0) return;
      for (const p of payloads) checkPayload(kind, p);
      // One INSERT … SELECT for the whole list (pg-boss's insert), not a statement per job.
      await boss.insert(
        kind,
        payloads.map((data) => ({ data })),
        { db: transactionDatabase(tx) },
      );
    },
  };
}

/** Every queue worked on this replica: woken by NOTIFY on commit, polled as a backstop. */
async function workQueues(
  boss: PgBoss,
  queues: readonly Queue[],
  options: JobRunnerOptions & { batchSize: number },
  runBatch: (queue: Queue, jobs: Job<unknown>[]) => Promise<JobResult[]>,
) {
  const concurrency = bounded('concurrency', options.concurrency ?? 1, 1, JOB_LIMITS.concurrencyMax);
  const pollingIntervalSeconds = Math.max(0.5, options.pollS ?? 2);
  const notifyPollingIntervalSeconds = Math.max(pollingIntervalSeconds, options.notifyPollS ?? 5);
  for (const q of queues) {
    await boss.work(
      q.name,
      {
        batchSize: options.batchSize,
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds,
        // A full batch means a backlog: fetch again at once instead of waiting for the next poll.
        burstWhenBatchFull: true,
        localConcurrency: concurrency,
        perJobResults: true,
      },
      (jobs) => runBatch(q, jobs),
    );
  }
}

/** Side-effect jobs not run yet (parked ones included) and the oldest one's age, from pg-boss's table. */
async function backlog(db: Db, schema: string) {
  const names = JOB_KINDS.flatMap((k) => [k, parkedQueue(k)]);
  const row = (
    await db.query<{ unsent: number; lag: number }>(
      `SELECT count(*)::int AS unsent, COALESCE(EXTRACT(EPOCH FROM now() - min(created_on)), 0)::float8 AS lag
         FROM ${schema}.job WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active')`,
      [names],
    )
  ).rows[0];
  return { unsent: row?.unsent ?? 0, lagS: row?.lag ?? 0 };
}

function buildQueues(handlers: JobHandlers, options: JobRunnerOptions): Queue[] {
  const queues: Queue[] = [];
  for (const kind of JOB_KINDS) {
    const run = handlers[kind] as Queue['run'] | undefined;
    if (!run) continue;
    const policy = checkPolicy(kind, { ...DEFAULT_JOB_POLICIES[kind], ...options.policies?.[kind] });
    queues.push({ name: kind, policy, run });
  }
  for (const r of options.recurring ?? []) {
    if (!/^[a-z0-9-]{1,60}$/.test(r.name)) throw new RangeError(`bad recurring job name: ${r.name}`);
    const policy = checkPolicy(r.name, { ...RECURRING_POLICY, ...r.policy });
    queues.push({ name: recurringQueue(r.name), policy, run: (_payload, ctx) => r.run(ctx) });
  }
  return queues;
}

/**
 * Every kind gets its queue (jobs of a kind nobody handles yet wait in it), the handled ones
 * their policy; recurring jobs their schedule. Schedules of recurring jobs no longer defined
 * are removed, so a renamed job does not keep firing into a queue nobody works.
 */
async function createQueues(boss: PgBoss, queues: Queue[], recurring: readonly RecurringJob[], expiryMarginS?: number) {
  const policies = new Map(queues.map((q) => [q.name, q.policy]));
  const names = [...new Set([...JOB_KINDS, ...queues.map((q) => q.name)])];
  for (const name of names) {
    const policy = policies.get(name) ?? DEFAULT_JOB_POLICIES[name as TJobKind];
    await ensureQueue(boss, parkedQueue(name), {});
    await ensureQueue(boss, name, queueOptions(name, policy, expiryMarginS));
  }
  const wanted = new Set(recurring.map((r) => recurringQueue(r.name)));
  for (const s of await boss.getSchedules()) {
    if (s.name.startsWith(recurringQueue('')) && !wanted.has(s.name)) await boss.unschedule(s.name, s.key);
  }
  for (const r of recurring) await boss.schedule(recurringQueue(r.name), r.cron, {}, { tz: 'UTC' });
}

/** Creates a queue or brings its options up to date; replicas starting together may race. */
async function ensureQueue(boss: PgBoss, name: string, options: object) {
  const update = () => (Object.keys(options).length > 0 ? boss.updateQueue(name, options) : undefined);
  if (await boss.getQueue(name)) return update();
  await boss.createQueue(name, options).catch(async (error: unknown) => {
    if (!(await boss.getQueue(name))) throw error;
    await update();
  });
}

/** Runs each job of a batch on its own, bounded by the policy's timeout; one failure fails one job. */
async function runJobs(db: Db, queue: Queue, jobs: Job<unknown>[], stopping: AbortSignal): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    try {
      await withTimeout(queue.policy.timeoutS * 1000, [stopping, job.signal], (signal) =>
        queue.run(job.data, { signal, id: job.id, db }),
      );
      results.push({ id: job.id, status: 'completed' });
    } catch (error) {
      results.push({ id: job.id, status: 'failed', output: { message: errorText(error) } });
    }
  }
  return results;
}

async function settle(boss: PgBoss, queue: string, results: JobResult[]) {
  const done = results.filter((r) => r.status === 'completed').map((r) => r.id);
  if (done.length > 0) await boss.complete(queue, done);
  for (const r of results) if (r.status === 'failed') await boss.fail(queue, r.id, r.output);
}

/** Runs fn with a signal aborted after timeoutMs or by any outer signal; rejects when aborted. */
export async function withTimeout<T>(
  timeoutMs: number,
  outer: readonly (AbortSignal | undefined)[],
  fn: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signals = [AbortSignal.timeout(timeoutMs), ...outer.filter((s): s is AbortSignal => s !== undefined)];
  const signal = AbortSignal.any(signals);
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('job aborted'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([fn(signal), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

function checkPayload(kind: string, payload: object) {
  const bytes = Buffer.byteLength(JSON.stringify(payload));
  if (bytes > JOB_LIMITS.payloadBytesMax) throw new RangeError(`${kind} job payload of ${bytes} bytes is too large`);
}

function bounded(name: string, value: number, min: number, max: number) {
  if (!Number.isInteger(value) || value < min || value > max) throw new RangeError(`${name} must be ${min}..${max}`);
  return value;
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);
