import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** Companies' KYB review (issue 26): the queue, a company's detail, the decision and the operator's edits. */
export const businessFeature: TBackofficeFeature = {
  id: 'business',
  routes: [
    {
      path: 'business',
      screen: lazy(() => import('./kyb-queue.tsx').then((m) => ({ default: m.KybQueueScreen }))),
    },
    {
      path: 'business/companies/:customerId',
      screen: lazy(() => import('./company-screen.tsx').then((m) => ({ default: m.CompanyScreen }))),
    },
  ],
  nav: [{ path: '/business', labelKey: 'business.nav', call: 'adminBusinessKybQueue', order: 46 }],
};
