import type { TSessionStore } from '../session/session-store.ts';
import type { TAnalyticsClient } from './client.ts';

/**
 * Spec 3 §7: identify the user on sign-in, reset on sign-out. The id is the acting customer's
 * (the portal's session knows no user id); switching customers identifies again.
 */
export function followSession(store: TSessionStore, analytics: TAnalyticsClient): () => void {
  return store.subscribe((s, prev) => {
    if (s.status === 'signedIn' && s.customerId && s.customerId !== prev.customerId)
      analytics.identify(`customer:${s.customerId}`);
    if (s.status === 'signedOut' && prev.status === 'signedIn') analytics.reset();
  });
}
