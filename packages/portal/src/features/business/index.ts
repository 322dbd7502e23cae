import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * Business customers (issue 26, spec 1 §2): the /register type chooser first; the business
 * registration wizard at /register/business (forms, hubs, the share tree, the local draft); the
 * company screens come here.
 */
export const businessFeature: TFeature = {
  id: 'business',
  layout: 'public',
  namespace: 'business',
  routes: [
    {
      path: 'register',
      guards: ['allowRegistration'],
      screen: /* @__PURE__ */ lazy(() =>
        import('./register-type-screen.tsx').then((m) => ({ default: m.RegisterTypeScreen })),
      ),
    },
    {
      path: 'registerBusiness',
      guards: ['allowRegistration'],
      screen: /* @__PURE__ */ lazy(() =>
        import('./business-register-screen.tsx').then((m) => ({ default: m.BusinessRegisterScreen })),
      ),
    },
  ],
};
