import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * The merchant-account application (spec 3 §2, issue 23), brand flag `merchantAccount`:
 * merchant-account (the applications and a new one) and merchant-account/{id} (the form in
 * steps, read-only once submitted, the decision).
 */
export const merchantAccountFeature: TFeature = {
  id: 'merchant-account',
  layout: 'main',
  flag: 'merchantAccount',
  businessOnly: true,
  namespace: 'merchant',
  routes: [
    { path: 'merchantAccount', screen: /* @__PURE__ */ lazy(() => import('./application-list-screen.tsx')) },
    { path: 'merchantAccountOne', screen: /* @__PURE__ */ lazy(() => import('./application-screen.tsx')) },
  ],
  nav: [{ path: 'merchantAccount', labelKey: 'nav.merchantAccount', testId: 'nav-merchant-account', order: 50 }],
};
