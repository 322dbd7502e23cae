export {
  createAnalyticsClient,
  fetchSender,
  NO_ANALYTICS,
  ANALYTICS_QUEUE_MAX,
  retryAfterMs,
  type TAnalyticsClient,
  type TAnalyticsDeps,
  type TSendResult,
} from './client.ts';
export { followSession } from './follow-session.ts';
