import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * Profile and contact data (spec 1 §2 profile and profile-update, §3 Profile; issue 21 part 3a):
 * the identity document, documents and their upload, addresses, e-mails and phones with their
 * confirmation popups, the tax id against the residence country's tax-id table.
 */
export const profileFeature: TFeature = {
  id: 'profile',
  layout: 'main',
  namespace: 'profile',
  routes: [
    {
      path: 'profile',
      screen: /* @__PURE__ */ lazy(() => import('./profile-screen.tsx').then((m) => ({ default: m.ProfileScreen }))),
    },
    {
      path: 'profileUpdate',
      screen: /* @__PURE__ */ lazy(() =>
        import('./profile-update-screen.tsx').then((m) => ({ default: m.ProfileUpdateScreen })),
      ),
    },
  ],
  nav: [{ path: 'profile', labelKey: 'nav.profile', testId: 'nav-profile', order: 85 }],
};
