import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** Transfers between own accounts (spec 2 §2 transfer-account). */
export const transfersFeature: TFeature = {
  id: 'transfers',
  layout: 'main',
  namespace: 'transfers',
  routes: [
    {
      path: 'transferAccount',
      screen: /* @__PURE__ */ lazy(() => import('./transfer-screen.tsx').then((m) => ({ default: m.TransferScreen }))),
    },
  ],
  nav: [{ path: 'transferAccount', labelKey: 'nav.transfer', testId: 'nav-transfer', order: 20 }],
};
