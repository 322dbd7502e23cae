import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** The merchant-account application (spec 3 §2), brand flag `merchantAccount`. A placeholder screen for now. */
export const merchantAccountFeature: TFeature = {
  id: 'merchant-account',
  layout: 'main',
  flag: 'merchantAccount',
  businessOnly: true,
  namespace: 'merchant',
  routes: [{ path: 'merchantAccount', screen: /* @__PURE__ */ lazy(() => import('./merchant-account-screen.tsx')) }],
  nav: [{ path: 'merchantAccount', labelKey: 'nav.merchantAccount', testId: 'nav-merchant-account', order: 50 }],
};
