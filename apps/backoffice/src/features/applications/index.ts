import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** Merchant-account applications (issue 23): the list, one application, approve or reject (compliance). */
export const applicationsFeature: TBackofficeFeature = {
  id: 'applications',
  routes: [
    {
      path: 'applications',
      screen: lazy(() => import('./application-list.tsx').then((m) => ({ default: m.ApplicationListScreen }))),
    },
    {
      path: 'applications/:id',
      screen: lazy(() => import('./application-detail.tsx').then((m) => ({ default: m.ApplicationDetailScreen }))),
    },
  ],
  nav: [{ path: '/applications', labelKey: 'app.nav.applications', call: 'adminApplicationList', order: 60 }],
};
