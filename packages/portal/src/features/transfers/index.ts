import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** Transfers between own accounts (spec 2 §2 transfer-account), p2p and mass p2p (transfer-p2p, its mass and confirm), and the checker's approvals (transfer-approved). */
export const transfersFeature: TFeature = {
  id: 'transfers',
  layout: 'main',
  namespace: 'transfers',
  routes: [
    {
      path: 'transferAccount',
      screen: /* @__PURE__ */ lazy(() => import('./transfer-screen.tsx').then((m) => ({ default: m.TransferScreen }))),
    },
    {
      path: 'transferApproved',
      screen: /* @__PURE__ */ lazy(() => import('./approved-screen.tsx').then((m) => ({ default: m.ApprovedScreen }))),
    },
    {
      path: 'transferP2p',
      screen: /* @__PURE__ */ lazy(() => import('./p2p-screen.tsx').then((m) => ({ default: m.P2pScreen }))),
    },
    {
      path: 'transferMassP2p',
      screen: /* @__PURE__ */ lazy(() => import('./mass-p2p-screen.tsx').then((m) => ({ default: m.MassP2pScreen }))),
    },
    {
      path: 'transferMassP2pConfirm',
      screen: /* @__PURE__ */ lazy(() =>
        import('./mass-p2p-confirm-screen.tsx').then((m) => ({ default: m.MassP2pConfirmScreen })),
      ),
    },
  ],
  nav: [
    { path: 'transferAccount', labelKey: 'nav.transfer', testId: 'nav-transfer', order: 20 },
    { path: 'transferP2p', labelKey: 'nav.p2p', testId: 'nav-p2p', order: 21 },
    { path: 'transferMassP2p', labelKey: 'nav.massP2p', testId: 'nav-mass-p2p', order: 22 },
    // The checker's list (spec 2 §2 transfer-approved), with the count of requests waiting (badge).
    {
      path: 'transferApproved',
      labelKey: 'nav.approved',
      testId: 'nav-approved',
      order: 25,
      businessOnly: true,
      badge: 'approvals',
    },
  ],
  // A payment waiting for approval is told as a Notification; a decision as TransactionStatus.
  realtime: {
    Notification: ['approvalNotificationsCount', 'transactionRequestList'],
    TransactionStatus: ['approvalNotificationsCount', 'transactionRequestList'],
  },
};
