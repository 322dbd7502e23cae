import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** The support console (issue 22): tickets by brand and bucket, one ticket's messages, the answer and the status. */
export const supportFeature: TBackofficeFeature = {
  id: 'support',
  routes: [
    {
      path: 'support',
      screen: lazy(() => import('./ticket-queue.tsx').then((m) => ({ default: m.TicketQueueScreen }))),
    },
    {
      path: 'support/:id',
      screen: lazy(() => import('./ticket-detail.tsx').then((m) => ({ default: m.TicketDetailScreen }))),
    },
  ],
  nav: [{ path: '/support', labelKey: 'app.nav.support', call: 'adminSupportTicketList', order: 70 }],
};
