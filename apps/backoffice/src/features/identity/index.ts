import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** Customers: search, and one customer's read-only view. */
export const identityFeature: TBackofficeFeature = {
  id: 'identity',
  routes: [
    { path: 'customers', screen: lazy(() => import('./customers.tsx').then((m) => ({ default: m.CustomersScreen }))) },
    {
      path: 'customers/:customerId',
      screen: lazy(() => import('./customer-view.tsx').then((m) => ({ default: m.CustomerViewScreen }))),
    },
  ],
  nav: [{ path: '/customers', labelKey: 'app.nav.customers', call: 'adminCustomerSearch', order: 10 }],
};
