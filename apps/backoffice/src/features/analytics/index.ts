import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** Product analytics (issue 22): the events the portals sent, counted per day, brand and event. */
export const analyticsFeature: TBackofficeFeature = {
  id: 'analytics',
  routes: [
    {
      path: 'analytics',
      screen: lazy(() => import('./daily-counts.tsx').then((m) => ({ default: m.DailyCountsScreen }))),
    },
  ],
  nav: [{ path: '/analytics', labelKey: 'app.nav.analytics', call: 'adminAnalyticsDaily', order: 50 }],
};
