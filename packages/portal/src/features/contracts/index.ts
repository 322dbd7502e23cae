import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * Revenue-split contracts (spec 3 §2), brand flag `contracts`. A placeholder screen for now; the
 * calls listed are the ones its screens will make (the bundle check keeps them out of brands
 * with the flag off).
 */
export const contractsFeature: TFeature = {
  id: 'contracts',
  layout: 'main',
  flag: 'contracts',
  businessOnly: true,
  namespace: 'contracts',
  routes: [{ path: 'revenueSplit', screen: /* @__PURE__ */ lazy(() => import('./contracts-screen.tsx')) }],
  nav: [{ path: 'revenueSplit', labelKey: 'nav.contracts', testId: 'nav-contracts', order: 40 }],
};
