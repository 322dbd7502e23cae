import { ERROR_MESSAGES } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';

type TSubscriptionFrequency = 'daily' | 'weekly' | 'monthly';

/** How a schedule repeats (spec 2 §3 "Transfer between accounts": the subscription fields). */
export interface TScheduleTerms {
  frequency: TSubscriptionFrequency;
  /** No occurrence after this day (UTC, YYYY-MM-DD). */
  endDate: string | null;
  /** At most this many payments in all, the first included. */
  maxTransactions: number | null;
  userCancel: boolean;
}

/** A schedule to record with the first payment of a call, in that payment's transaction. */
export interface TNewSchedule {
  kind: 'transferBetweenAccounts' | 'transferP2p';
  /** The call's request without the subscription fields: what each occurrence submits. */
  request: Record<string, unknown>;
  terms: TScheduleTerms;
}

interface TSubscriptionFields {
  subscriptionEndDate?: string | undefined;
  subscriptionFrequency?: TSubscriptionFrequency | undefined;
  subscriptionTransactions?: number | undefined;
  subscriptionUserCancel?: boolean | undefined;
}

/** The terms a request's subscription fields ask for; none given: no schedule. A frequency is required. */
export function scheduleTermsOf(input: TSubscriptionFields): TScheduleTerms | null {
  const given = [
    input.subscriptionEndDate,
    input.subscriptionFrequency,
    input.subscriptionTransactions,
    input.subscriptionUserCancel,
  ].some((v) => v !== undefined);
  if (!given) return null;
  if (!input.subscriptionFrequency) throw fieldError('subscriptionFrequency', 'validationFailed');
  return {
    frequency: input.subscriptionFrequency,
    endDate: input.subscriptionEndDate ?? null,
    maxTransactions: input.subscriptionTransactions ?? null,
    userCancel: input.subscriptionUserCancel ?? true,
  };
}

/** One period of each frequency, as a PostgreSQL interval. */
export const PERIOD_SQL = `CASE frequency WHEN 'daily' THEN interval '1 day' WHEN 'weekly' THEN interval '7 days' ELSE interval '1 month' END`;

/** A schedule with all its payments made, or whose next one falls after its end date, has ended. */
export const STATUS_SQL = `CASE
  WHEN max_transactions IS NOT NULL AND occurrences >= max_transactions THEN 'ended'
  WHEN end_date IS NOT NULL AND (next_due_at AT TIME ZONE 'UTC')::date > end_date THEN 'ended'
  ELSE status END`;

/**
 * Records schedules whose first payment was just made (called inside that payment's
 * transaction): occurrence 1 is due one period from now.
 */
export async function insertSchedules(
  tx: Queryable,
  rows: ReadonlyArray<{ customerId: string; userId: string; schedule: TNewSchedule }>,
): Promise<void> {
  for (const { customerId, userId, schedule: s } of rows) {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO schedules (customer_id, user_id, kind, request, frequency, end_date, max_transactions, user_cancel,
         first_at, next_due_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6::date, $7, $8, now(),
         now() + CASE $5 WHEN 'daily' THEN interval '1 day' WHEN 'weekly' THEN interval '7 days' ELSE interval '1 month' END)
       RETURNING id`,
      [
        customerId,
        userId,
        s.kind,
        JSON.stringify(s.request),
        s.terms.frequency,
        s.terms.endDate,
        s.terms.maxTransactions,
        s.terms.userCancel,
      ],
    );
    await tx.query(`UPDATE schedules SET status = ${STATUS_SQL} WHERE id = $1`, [inserted.rows[0]!.id]);
  }
}

/** A refusal as a short word for the row: the message key of the catalogue when there is one. */
export function reasonOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof AppError) {
    const text = error.validationErrors?.[0]?.message ?? error.message;
    const key = Object.entries(ERROR_MESSAGES).find(([, m]) => m === text)?.[0];
    return key ?? error.messageKey ?? error.code;
  }
  return 'failed';
}
