import { adminAnalyticsDaily, ANALYTICS_DAILY_SPAN_DAYS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { dailyCounts } from '../events.ts';
import type { AnalyticsDeps } from '../module.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Daily counts per event and brand for the operators (back office analytics page). */
export const adminAnalyticsDailyOp = (deps: AnalyticsDeps) =>
  operation(adminAnalyticsDaily, async (_ctx, input) => {
    const to = input.to ?? isoDay(new Date());
    const from = input.from ?? isoDay(new Date(Date.parse(to) - (ANALYTICS_DAILY_SPAN_DAYS - 1) * 86_400_000));
    return { responseCode: '00' as const, data: await dailyCounts(deps.db, { from, to, brand: input.brand }) };
  });
