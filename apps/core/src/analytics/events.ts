import type { TAnalyticsEvent } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/** Stores one batch in one statement (unnest of arrays: one round trip for up to 50 events). */
export async function storeEvents(q: Queryable, brand: string, batch: readonly TAnalyticsEvent[]): Promise<number> {
  const r = await q.query(
    `INSERT INTO analytics_events (brand, event, distinct_id, properties, occurred_at)
     SELECT $1, e, d, p, t FROM unnest($2::text[], $3::text[], $4::jsonb[], $5::timestamptz[]) AS x(e, d, p, t)`,
    [
      brand,
      batch.map((e) => e.event),
      batch.map((e) => e.distinctId),
      batch.map((e) => (e.properties ? JSON.stringify(e.properties) : null)),
      batch.map((e) => e.time),
    ],
  );
  return r.rowCount ?? batch.length;
}

export interface TDailyCount {
  day: string;
  brand: string;
  event: string;
  count: number;
}

/** The most rows one answer carries (31 days x 7 brands x ~30 events fits). */
export const DAILY_ROWS_MAX = 2_000;
/** Counts per received day (UTC), brand and event, newest day first, then brand, then event. */
export async function dailyCounts(
  q: Queryable,
  range: { from: string; to: string; brand?: string | undefined },
): Promise<TDailyCount[]> {
  const r = await q.query<{ day: string; brand: string; event: string; count: string }>(
    `SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, brand, event, count(*)::text AS count
       FROM analytics_events
      WHERE received_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
        AND received_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
        AND ($3::text IS NULL OR brand = $3)
      GROUP BY 1, 2, 3 ORDER BY 1 DESC, 2, 3 LIMIT $4`,
    [range.from, range.to, range.brand ?? null, DAILY_ROWS_MAX],
  );
  return r.rows.map((row) => ({ ...row, count: Number(row.count) }));
}
