import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** Customers' verification documents, reviewed by compliance, read by support (issue 21). */
export const kycFeature: TBackofficeFeature = {
  id: 'kyc',
  routes: [
    {
      path: 'kyc',
      screen: lazy(() => import('./kyc-queue.tsx').then((m) => ({ default: m.KycQueueScreen }))),
    },
    {
      path: 'kyc/customers/:customerId',
      screen: lazy(() => import('./kyc-customer.tsx').then((m) => ({ default: m.KycCustomerScreen }))),
    },
  ],
  nav: [{ path: '/kyc', labelKey: 'app.nav.kyc', call: 'adminKycQueue', order: 45 }],
};
