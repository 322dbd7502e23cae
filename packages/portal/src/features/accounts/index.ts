import type { TFeature } from '../../shared/feature.ts';
import { lazyScreen } from '../../shared/lazy-screen.ts';

/** Home: accounts and recent activity (spec 2 §2 home). */
export const accountsFeature: TFeature = {
  id: 'accounts',
  layout: 'main',
  namespace: 'accounts',
  routes: [
    {
      path: 'home',
      screen: /* @__PURE__ */ lazyScreen(() => import('./home-screen.tsx').then((m) => ({ default: m.HomeScreen }))),
    },
    { path: 'homeAlias', redirectTo: 'home' },
  ],
  nav: [{ path: 'home', labelKey: 'nav.home', testId: 'nav-home', order: 10 }],
  // A movement's BalanceChanged carries the balances (patched, not asked again: session-effects);
  // its rows are asked again once (historyGet), as TransactionCreated comes with the same movement.
  realtime: { BalanceChanged: ['balanceInquiry', 'historyGet'], TransactionCreated: ['historyGet'] },
};
