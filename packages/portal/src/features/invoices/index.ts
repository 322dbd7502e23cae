import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** Invoices and preapproved payments (spec 2 §2 transfers-invoices, preapproved-payments). */
export const invoicesFeature: TFeature = {
  id: 'invoices',
  layout: 'main',
  namespace: 'invoices',
  routes: [
    {
      path: 'transferInvoices',
      screen: /* @__PURE__ */ lazy(() => import('./invoices-screen.tsx').then((m) => ({ default: m.InvoicesScreen }))),
    },
    {
      path: 'transferPreapprovedPayments',
      screen: /* @__PURE__ */ lazy(() =>
        import('./preapproved-screen.tsx').then((m) => ({ default: m.PreapprovedScreen })),
      ),
    },
  ],
  nav: [
    { path: 'transferInvoices', labelKey: 'nav.invoices', testId: 'nav-invoices', order: 22 },
    { path: 'transferPreapprovedPayments', labelKey: 'nav.preapproved', testId: 'nav-preapproved', order: 24 },
  ],
  realtime: { Notification: ['invoiceReceivedList', 'invoiceSentList'] },
};
