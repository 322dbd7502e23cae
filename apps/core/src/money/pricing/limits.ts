import type { TCurrencyCode, TTransferKind } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { TLedgerTransaction } from '@openportal/ledger';
import type { TLimits } from './rules.ts';

/** What a customer has sent of a kind in a currency today and this month (UTC). */
export interface TUsage {
  dayMinor: bigint;
  monthMinor: bigint;
}

/** A limit an amount would break, named as its catalogue message. */
export type TLimitRefusal = 'limitSingleExceeded' | 'limitDailyExceeded' | 'limitMonthlyExceeded';

/** The first limit this amount breaks, given what was used; null when it fits all of them. */
export function limitRefusal(limits: TLimits, used: TUsage, amountMinor: bigint): TLimitRefusal | null {
  if (limits.singleMinor !== null && amountMinor > limits.singleMinor) return 'limitSingleExceeded';
  if (limits.dailyMinor !== null && used.dayMinor + amountMinor > limits.dailyMinor) return 'limitDailyExceeded';
  if (limits.monthlyMinor !== null && used.monthMinor + amountMinor > limits.monthlyMinor)
    return 'limitMonthlyExceeded';
  return null;
}

/** The most one more transfer may carry under the limits (null: no limit binds). */
export function limitHeadroom(limits: TLimits, used: TUsage): bigint | null {
  const left = [
    limits.singleMinor,
    limits.dailyMinor === null ? null : limits.dailyMinor - used.dayMinor,
    limits.monthlyMinor === null ? null : limits.monthlyMinor - used.monthMinor,
  ].filter((v): v is bigint => v !== null);
  if (left.length === 0) return null;
  const min = left.reduce((a, b) => (b < a ? b : a));
  return min > 0n ? min : 0n;
}

// The periods of a moment, in UTC; $n is the moment (NULL: the transaction's now()).
const DAY = (n: number) => `(coalesce($${n}::timestamptz, now()) AT TIME ZONE 'UTC')::date`;
const MONTH = (n: number) => `date_trunc('month', coalesce($${n}::timestamptz, now()) AT TIME ZONE 'UTC')::date`;

/** What was used today and this month (no lock: for quotes and customerLimitsGet). */
export async function usageOf(
  q: Queryable,
  customerId: string,
  kind: TTransferKind,
  currency: TCurrencyCode,
): Promise<TUsage> {
  const r = await q.query<{ day: string; month: string }>(
    `SELECT coalesce(sum(used_minor) FILTER (WHERE period = 'day' AND period_start = ${DAY(4)}), 0)::text AS day,
            coalesce(sum(used_minor) FILTER (WHERE period = 'month' AND period_start = ${MONTH(4)}), 0)::text AS month
       FROM limit_usage WHERE customer_id = $1 AND transfer_kind = $2 AND currency = $3`,
    [customerId, kind, currency, null],
  );
  return { dayMinor: BigInt(r.rows[0]!.day), monthMinor: BigInt(r.rows[0]!.month) };
}

/** One transfer's claim on its customer's limits. */
export interface TLimitCharge {
  customerId: string;
  kind: TTransferKind;
  currency: TCurrencyCode;
  amountMinor: bigint;
  limits: TLimits;
}

const usageKey = (c: Pick<TLimitCharge, 'customerId' | 'kind' | 'currency'>) =>
  `${c.customerId}\n${c.kind}\n${c.currency}`;

/**
 * Checks and counts a batch of transfers against their limits, in the transaction that moves
 * their money (group commit): the usage rows of every (customer, kind, currency) of the batch
 * are created if missing and locked in ONE statement, in key order (no deadlock cycles); each
 * charge is checked in batch order against the running sums; the passing ones are added in ONE
 * statement. The row locks are held to the commit, so a concurrent batch waits and then sees
 * these sums: two payments racing for the last of a limit cannot both pass. A charge whose
 * money is then not moved (refused by the ledger, or a replay) is given back with
 * `releaseLimits` in the same transaction. Answers, per charge, null (counted) or its refusal.
 */
export async function chargeLimits(tx: Queryable, charges: readonly TLimitCharge[]): Promise<(TLimitRefusal | null)[]> {
  if (charges.length === 0) return [];
  const keys = [...new Map(charges.map((c) => [usageKey(c), c])).values()].sort((a, b) =>
    usageKey(a) < usageKey(b) ? -1 : 1,
  );
  const locked = await tx.query<{
    customer_id: string;
    transfer_kind: string;
    currency: string;
    period: string;
    used: string;
  }>(
    `INSERT INTO limit_usage AS u (customer_id, transfer_kind, currency, period, period_start)
     SELECT k.c, k.k, k.cur, p.period, CASE p.period WHEN 'day' THEN ${DAY(4)} ELSE ${MONTH(4)} END
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS k(c, k, cur, n)
      CROSS JOIN (VALUES (1, 'day'), (2, 'month')) AS p(o, period)
      ORDER BY k.n, p.o
     ON CONFLICT (customer_id, transfer_kind, currency, period, period_start)
     DO UPDATE SET used_minor = u.used_minor
     RETURNING customer_id, transfer_kind, currency, period, used_minor::text AS used`,
    [keys.map((k) => k.customerId), keys.map((k) => k.kind), keys.map((k) => k.currency), null],
  );
  const sums = new Map<string, TUsage>();
  for (const r of locked.rows) {
    const k = usageKey({
      customerId: r.customer_id,
      kind: r.transfer_kind as TTransferKind,
      currency: r.currency as TCurrencyCode,
    });
    const u = sums.get(k) ?? { dayMinor: 0n, monthMinor: 0n };
    sums.set(k, r.period === 'day' ? { ...u, dayMinor: BigInt(r.used) } : { ...u, monthMinor: BigInt(r.used) });
  }
  const added = new Map<string, bigint>();
  const outcomes = charges.map((c) => {
    const k = usageKey(c);
    const used = sums.get(k)!;
    const refusal = limitRefusal(c.limits, used, c.amountMinor);
    if (refusal) return refusal;
    sums.set(k, { dayMinor: used.dayMinor + c.amountMinor, monthMinor: used.monthMinor + c.amountMinor });
    added.set(k, (added.get(k) ?? 0n) + c.amountMinor);
    return null;
  });
  await addUsage(
    tx,
    [...added].map(([k, amount]) => ({ ...keys.find((c) => usageKey(c) === k)!, amountMinor: amount })),
    null,
  );
  return outcomes;
}

/**
 * Gives back counted amounts (a charge whose money did not move; a hold voided later): `at` is
 * when they were counted (null: in this transaction). Never below zero.
 */
export async function releaseLimits(
  tx: Queryable,
  charges: readonly Pick<TLimitCharge, 'customerId' | 'kind' | 'currency' | 'amountMinor'>[],
  at: Date | null = null,
): Promise<void> {
  await addUsage(
    tx,
    charges.map((c) => ({ ...c, amountMinor: -c.amountMinor })),
    at,
  );
}

async function addUsage(
  tx: Queryable,
  deltas: readonly Pick<TLimitCharge, 'customerId' | 'kind' | 'currency' | 'amountMinor'>[],
  at: Date | null,
) {
  const nonZero = deltas.filter((d) => d.amountMinor !== 0n);
  if (nonZero.length === 0) return;
  await tx.query(
    `UPDATE limit_usage u SET used_minor = greatest(u.used_minor + d.delta, 0)
       FROM (SELECT c, k, cur, sum(delta)::int8 AS delta
               FROM unnest($1::text[], $2::text[], $3::text[], $4::int8[]) AS x(c, k, cur, delta)
              GROUP BY c, k, cur) AS d
      WHERE u.customer_id = d.c AND u.transfer_kind = d.k AND u.currency = d.cur
        AND ((u.period = 'day' AND u.period_start = ${DAY(5)}) OR (u.period = 'month' AND u.period_start = ${MONTH(5)}))`,
    [
      nonZero.map((d) => d.customerId),
      nonZero.map((d) => d.kind),
      nonZero.map((d) => d.currency),
      nonZero.map((d) => d.amountMinor.toString()),
      at,
    ],
  );
}

/**
 * A hold that will never be posted (denied, expired) gives back what it counted, on the day and
 * month it was counted. Reads the quote its submit wrote into the ledger metadata; a movement
 * without one (written before pricing) counted nothing.
 */
export async function releaseHold(tx: Queryable, hold: TLedgerTransaction): Promise<void> {
  const quote = hold.metadata['quote'] as
    { kind?: TTransferKind; currency?: TCurrencyCode; amountMinor?: string } | undefined;
  const payer = hold.entries.find((e) => e.amountMinor < 0n && e.customerId !== null)?.customerId;
  if (!quote?.kind || !quote.currency || !quote.amountMinor || !payer) return;
  await releaseLimits(
    tx,
    [{ customerId: payer, kind: quote.kind, currency: quote.currency, amountMinor: BigInt(quote.amountMinor) }],
    hold.createdAt,
  );
}
