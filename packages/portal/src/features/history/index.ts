import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** Transaction history with the spec 2 filter and its export; the monthly statements (`/statements`). */
export const historyFeature: TFeature = {
  id: 'history',
  layout: 'main',
  namespace: 'history',
  routes: [
    {
      path: 'history',
      screen: /* @__PURE__ */ lazy(() => import('./history-screen.tsx').then((m) => ({ default: m.HistoryScreen }))),
    },
    {
      path: 'statements',
      screen: /* @__PURE__ */ lazy(() =>
        import('./statements-screen.tsx').then((m) => ({ default: m.StatementsScreen })),
      ),
    },
  ],
  nav: [{ path: 'history', labelKey: 'nav.history', testId: 'nav-history', order: 30 }],
  realtime: { BalanceChanged: ['historyGet'], TransactionCreated: ['historyGet'] },
};
