import { CARD_STATUSES } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import type { RecurringJob } from '../jobs/runner.ts';
import { tellBalances } from './fees.ts';

const { submitted, printing, printed, shipped, active, expired } = CARD_STATUSES;

/**
 * The issuer's production line for a physical card (issue 24): each step is taken once the card
 * has been in its status for `stepAfterS` (ours: the issuer stand-in prints and ships in minutes
 * so a tester sees every step; express shipping halves the last step). Activation (cardActivate)
 * takes a shipped card to active; a virtual card skips the line.
 */
export const LIFECYCLE_STEPS = [
  { from: submitted, to: printing },
  { from: printing, to: printed },
  { from: printed, to: shipped },
] as const;

export interface TLifecycleOptions {
  /** Seconds a physical card stays in each production status; default 60. */
  stepAfterS?: number;
  /** Cards moved per run (each step and the expiry); default 500. */
  batch?: number;
}

interface TMoved {
  accountId: number;
  customerId: string;
}

/**
 * One run of the card lifecycle in ONE transaction: physical cards due take their next production
 * step (one step per run), active cards past their expiry month become expired (38). Rows are
 * claimed `FOR UPDATE SKIP LOCKED` (a customer's call or another replica holds the others); the
 * status trigger writes each change to card_status_events, and every open tab of the owners hears
 * that the card changed. Answers the cards moved.
 */
export async function runCardLifecycle(
  db: Db,
  outbox: Outbox,
  now = new Date(),
  options: TLifecycleOptions = {},
): Promise<TMoved[]> {
  const stepAfterS = options.stepAfterS ?? 60;
  const batch = Math.min(Math.max(1, options.batch ?? 500), 5000);
  return db.transaction(async (tx) => {
    const moved: TMoved[] = [];
    for (const step of LIFECYCLE_STEPS) moved.push(...(await advance(tx, step, now, stepAfterS, batch)));
    moved.push(...(await expire(tx, now, batch)));
    const byCustomer = new Map<string, number[]>();
    for (const m of moved) byCustomer.set(m.customerId, [...(byCustomer.get(m.customerId) ?? []), m.accountId]);
    for (const [customerId, accountIds] of byCustomer) await tellBalances(tx, outbox, customerId, accountIds);
    return moved;
  });
}

async function advance(
  tx: Queryable,
  step: (typeof LIFECYCLE_STEPS)[number],
  now: Date,
  stepAfterS: number,
  batch: number,
): Promise<TMoved[]> {
  // Express shipping: the card leaves the printer for the courier in half the time.
  const r = await tx.query<TMoved>(
    `WITH due AS (
       SELECT account_id FROM cards
        WHERE NOT is_virtual AND status_id = $1
          AND status_changed_at <= $3::timestamptz - make_interval(secs =>
                CASE WHEN express_shipping AND status_id = $5 THEN $4::float8 / 2 ELSE $4::float8 END)
        ORDER BY status_changed_at, account_id LIMIT $6 FOR UPDATE SKIP LOCKED)
     UPDATE cards c SET status_id = $2, status_changed_at = $3 FROM due WHERE c.account_id = due.account_id
     RETURNING c.account_id::int AS "accountId", c.customer_id AS "customerId"`,
    [step.from, step.to, now, stepAfterS, printed, batch],
  );
  return r.rows;
}

/** Active cards on or after the first day after their expiry month (UTC) become expired. */
async function expire(tx: Queryable, now: Date, batch: number): Promise<TMoved[]> {
  const r = await tx.query<TMoved>(
    `WITH due AS (
       SELECT account_id FROM cards
        WHERE status_id = $1 AND make_timestamptz(expiry_year, expiry_month, 1, 0, 0, 0, 'UTC') + interval '1 month' <= $3::timestamptz
        ORDER BY account_id LIMIT $4 FOR UPDATE SKIP LOCKED)
     UPDATE cards c SET status_id = $2, status_changed_at = $3 FROM due WHERE c.account_id = due.account_id
     RETURNING c.account_id::int AS "accountId", c.customer_id AS "customerId"`,
    [active, expired, now, batch],
  );
  return r.rows;
}

/** The recurring job: every minute by default (`CARD_LIFECYCLE_CRON` is ours to add when needed). */
export function cardLifecycleJobs(outbox: Outbox, cron = '* * * * *', options: TLifecycleOptions = {}): RecurringJob[] {
  return [
    {
      name: 'card-lifecycle',
      cron,
      run: async ({ db }) => void (await runCardLifecycle(db, outbox, new Date(), options)),
    },
  ];
}
