import { z } from 'zod';
import { ANALYTICS } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { ZDate } from '../../primitives.ts';
import { backofficeGroup } from '../admin/backoffice-group.ts';
import { PUBLIC_HEADERS, restGroup } from '../define.ts';

/**
 * Product analytics (spec 3 §7): the spec's analytics service is third-party and "not part of
 * this contract"; ours is its built-in stand-in, so a brand runs with no outside service. The
 * portal's client (packages/portal/src/shared/analytics) batches events and posts them here;
 * core stores them per brand (the brand is the host's); the back office reads daily counts.
 * Every shape below is ours.
 */
const rest = restGroup('analytics', 'spec3 §7 Analytics (ours: the built-in stand-in of the third-party service)');
const backoffice = backofficeGroup('analytics', 'issue 22');

/** What one event may carry: at most 30 properties of short scalar values (no nested objects). */
export const ANALYTICS_EVENT_LIMITS = { nameMax: 100, propertyKeys: 30, keyMax: 64, valueMax: 500 } as const;
/** The most one batch may weigh on the wire: a bigger one answers 413 and the client halves it. */
export const ANALYTICS_BATCH_MAX_BYTES = 64 * 1024;

export const ZAnalyticsEvent = z.strictObject({
  event: z.string().min(1).max(ANALYTICS_EVENT_LIMITS.nameMax),
  /** The user's id once identified (sign-in), else the browser's anonymous id. */
  distinctId: z.string().min(1).max(100),
  time: z.iso.datetime({ error: 'Must be a date and time' }),
  properties: z
    .record(
      z.string().max(ANALYTICS_EVENT_LIMITS.keyMax),
      z.union([z.string().max(ANALYTICS_EVENT_LIMITS.valueMax), z.number(), z.boolean(), z.null()]),
    )
    .refine((p) => Object.keys(p).length <= ANALYTICS_EVENT_LIMITS.propertyKeys, 'At most 30 properties')
    .optional(),
});
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;

/** POST a batch (1 to 50 events). Public: events before sign-in (login click, failed) count too. */
export const analyticsTrack = rest(
  'POST',
  '/analytics/batch',
  z.strictObject({ batch: z.array(ZAnalyticsEvent).min(1).max(ANALYTICS.batchSize) }),
  success({ accepted: z.int().min(0) }),
  { access: 'public', headers: PUBLIC_HEADERS, ourChoice: true, maxBodyBytes: ANALYTICS_BATCH_MAX_BYTES },
);

/** Days one daily-counts answer spans at most (`from` defaults to 30 days before `to`, today). */
export const ANALYTICS_DAILY_SPAN_DAYS = 31;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const ZAnalyticsDailyRow = z.object({
  day: ZDate,
  brand: z.string(),
  event: z.string(),
  count: z.int().min(0),
});
/** Daily counts per event and brand, newest day first (at most 31 days, 2,000 rows). */
export const adminAnalyticsDaily = backoffice(
  'GET',
  '/admin/analytics/daily',
  z
    .strictObject({
      from: ZDate.optional(),
      to: ZDate.optional(),
      brand: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'Unknown brand')
        .optional(),
    })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['from'], message: 'Start after the end date' })
    .refine((v) => !v.from || !v.to || daysBetween(v.from, v.to) < ANALYTICS_DAILY_SPAN_DAYS, {
      path: ['from'],
      message: 'At most 31 days',
    }),
  success({ data: z.array(ZAnalyticsDailyRow) }),
  { adminRoles: ['viewer', 'compliance', 'finance', 'support'] },
);
