import type { Queryable } from '@openportal/db';
import type { FileStore } from '../files/index.ts';
import type { RecurringJob } from './runner.ts';

/** How long rows of one table are kept, counted from one of its time columns, and why. */
export interface TRetention {
  table: string;
  column: 'created_at' | 'expires_at';
  keepDays: number;
  why: string;
}

/**
 * The retention of every table that grows with use (our choice; the spec names none). Order
 * matters: auth_codes name login_history rows, so they go first. docs/decisions/core-jobs-pg-boss.md repeats
 * this table; the ledger keeps its own idempotency keys 30 days (ledgerJobs).
 */
export const RETENTION: readonly TRetention[] = [
  {
    table: 'idempotent_answers',
    column: 'created_at',
    keepDays: 30,
    why: 'a client may retry a call with its key as long as the ledger keeps its keys',
  },
  { table: 'auth_codes', column: 'expires_at', keepDays: 1, why: 'sign-in codes live a minute' },
  {
    table: 'refresh_tokens',
    column: 'expires_at',
    keepDays: 30,
    why: 'an expired token opens nothing; a month shows reuse to support',
  },
  {
    table: 'login_history',
    column: 'created_at',
    keepDays: 365,
    why: 'the sign-in history users and support read: a year',
  },
  {
    table: 'security_codes',
    column: 'expires_at',
    keepDays: 30,
    why: 'codes live ten minutes; the send bound counts one hour',
  },
  { table: 'code_failures', column: 'created_at', keepDays: 1, why: 'the failure limits count fifteen minutes' },
  {
    table: 'device_pushes',
    column: 'created_at',
    keepDays: 30,
    why: 'a device fetches its pushes within minutes; a month for support',
  },
  { table: 'admin_login_tickets', column: 'expires_at', keepDays: 1, why: 'second-step tickets live minutes' },
  {
    table: 'admin_sessions',
    column: 'expires_at',
    keepDays: 90,
    why: 'an ended session opens nothing; the audit log keeps what operators did',
  },
];

/** Issued files (pdfGenerate's documents) are kept 90 days: the customer can make them again. */
export const ISSUED_FILES_KEEP_DAYS = 90;

const DAY_MS = 86_400_000;

export interface RetentionOptions {
  /** Rows deleted per statement (default 1000) and statements per table and run (default 10). */
  batch?: number;
  rounds?: number;
  /** Default hourly at minute 23. */
  cron?: string;
  now?: () => Date;
}

/** Deletes at most `batch` rows of the table older than `before`; answers how many. */
async function pruneBatch(db: Queryable, r: TRetention, before: Date, batch: number): Promise<number> {
  // Table and column come from RETENTION (code), never from input.
  const out = await db.query(
    `DELETE FROM ${r.table} WHERE ctid = ANY (ARRAY (
       SELECT ctid FROM ${r.table} WHERE ${r.column} < $1 LIMIT $2)) RETURNING 1`,
    [before, batch],
  );
  return out.rows.length;
}

/**
 * Deletes issued files older than `before` from the store (the issued_files row with them).
 * Monthly statements (document `history-statement`, issue 24) are kept: a customer downloads a
 * statement of any past month.
 */
async function pruneIssuedFiles(db: Queryable, files: FileStore, before: Date, batch: number): Promise<number> {
  const old = await db.query<{ file_id: string }>(
    `SELECT file_id::text FROM issued_files WHERE created_at < $1 AND document <> 'history-statement'
      ORDER BY created_at LIMIT $2`,
    [before, batch],
  );
  for (const { file_id } of old.rows) {
    await files.delete(file_id);
    await db.query('DELETE FROM issued_files WHERE file_id = $1', [file_id]);
  }
  return old.rows.length;
}

/**
 * The retention jobs: one recurring job that prunes every table of RETENTION, and one that
 * deletes issued files past ISSUED_FILES_KEEP_DAYS. Each run is bounded by batch × rounds per
 * table; a backlog waits for the next hour.
 */
export function retentionJobs(files: FileStore, options: RetentionOptions = {}): RecurringJob[] {
  const now = options.now ?? (() => new Date());
  const batch = options.batch ?? 1000;
  const rounds = options.rounds ?? 10;
  const cron = options.cron ?? '23 * * * *';
  const cutoff = (days: number) => new Date(now().getTime() - days * DAY_MS);
  return [
    {
      name: 'retention-prune',
      cron,
      run: async ({ db, signal }) => {
        for (const r of RETENTION) {
          for (let round = 0; round < rounds && !signal.aborted; round++) {
            if ((await pruneBatch(db, r, cutoff(r.keepDays), batch)) < batch) break;
          }
        }
      },
    },
    {
      name: 'retention-issued-files',
      cron,
      run: async ({ db, signal }) => {
        for (let round = 0; round < rounds && !signal.aborted; round++) {
          if ((await pruneIssuedFiles(db, files, cutoff(ISSUED_FILES_KEEP_DAYS), batch)) < batch) break;
        }
      },
    },
  ];
}
