import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** A brand's own terms pages (spec 1 §2 /legal/fundstr-tos/): texts from the manifest. */
export const legalFeature: TFeature = {
  id: 'legal',
  layout: 'public',
  namespace: 'common',
  routes: [
    {
      path: 'legalTerms',
      splat: true,
      screen: /* @__PURE__ */ lazy(() => import('./terms-page.tsx').then((m) => ({ default: m.TermsPage }))),
    },
  ],
};
