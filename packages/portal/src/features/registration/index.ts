import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** Personal registration and account activation (spec 1 §2). */
export const registrationFeature: TFeature = {
  id: 'registration',
  layout: 'public',
  namespace: 'registration',
  routes: [
    {
      path: 'registerPersonal',
      guards: ['allowRegistration'],
      screen: /* @__PURE__ */ lazy(() => import('./register-screen.tsx').then((m) => ({ default: m.RegisterScreen }))),
    },
    {
      path: 'registered',
      screen: /* @__PURE__ */ lazy(() =>
        import('./registered-screen.tsx').then((m) => ({ default: m.RegisteredScreen })),
      ),
    },
    {
      path: 'activate',
      screen: /* @__PURE__ */ lazy(() =>
        import('./activation-screen.tsx').then((m) => ({ default: m.ActivationScreen })),
      ),
    },
  ],
};
