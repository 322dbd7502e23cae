import { pruneIdempotencyKeys, voidExpiredPending, type TPostOutcome } from '@openportal/ledger';
import type { RecurringJob } from './runner.ts';

export interface LedgerJobOptions {
  /** Holds voided per call (the ledger caps it at LEDGER_LIMITS.expireBatchMax). */
  holdBatch?: number;
  /** Calls per run: a backlog larger than holdBatch × this waits for the next occurrence. */
  holdRounds?: number;
  /** Idempotency keys are kept this long (a client may retry a transfer within it); default 30 days. */
  idempotencyRetentionDays?: number;
  pruneBatch?: number;
  pruneRounds?: number;
  /** Cron of both jobs; default every minute. */
  cron?: string;
  /** Told about every hold that expired (e.g. to enqueue a realtime event to its owner). */
  onHoldExpired?: (outcome: TPostOutcome) => Promise<void>;
  now?: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * The ledger's housekeeping as recurring jobs: pending holds past their expiry are released
 * (voidExpiredPending: each in its own transaction; two replicas racing leave it to one), and
 * idempotency keys older than the retention are deleted. Each run is bounded by batch × rounds.
 */
export function ledgerJobs(options: LedgerJobOptions = {}): RecurringJob[] {
  const now = options.now ?? (() => new Date());
  const cron = options.cron ?? '* * * * *';
  const retentionDays = options.idempotencyRetentionDays ?? 30;
  if (!(retentionDays >= 1 && retentionDays <= 3650)) throw new RangeError('idempotencyRetentionDays must be 1..3650');
  return [
    {
      name: 'ledger-expire-holds',
      cron,
      run: async ({ db, signal }) => {
        const batch = options.holdBatch ?? 100;
        for (let round = 0; round < (options.holdRounds ?? 10) && !signal.aborted; round++) {
          const expired = await voidExpiredPending(db, now(), batch);
          for (const outcome of expired) await options.onHoldExpired?.(outcome);
          if (expired.length < batch) break;
        }
      },
    },
    {
      name: 'ledger-prune-idempotency',
      cron,
      run: async ({ db, signal }) => {
        const batch = options.pruneBatch ?? 1000;
        const before = new Date(now().getTime() - retentionDays * DAY_MS);
        for (let round = 0; round < (options.pruneRounds ?? 10) && !signal.aborted; round++) {
          if ((await pruneIdempotencyKeys(db, before, batch)) < batch) break;
        }
      },
    },
  ];
}
