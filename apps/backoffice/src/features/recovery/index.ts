import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** Account recovery requests to a foreign mailbox, reviewed by compliance (issue 18). */
export const recoveryFeature: TBackofficeFeature = {
  id: 'recovery',
  routes: [
    {
      path: 'recovery',
      screen: lazy(() => import('./recovery-review.tsx').then((m) => ({ default: m.RecoveryReviewScreen }))),
    },
  ],
  nav: [{ path: '/recovery', labelKey: 'app.nav.recovery', call: 'adminRecoveryTaskList', order: 50 }],
};
