import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';
import { lazyScreen } from '../../shared/lazy-screen.ts';

/** One lazy screen for the four recovery routes: it shows the step of the path (a lean shell). */
const recovery = /* @__PURE__ */ lazy(() => import('./account-recovery-screens.tsx'));

/** Sign-in (spec 1 §2 /login, §4 sign-in flows). The session calls are the shell's (shared/session). */
export const authFeature: TFeature = {
  id: 'auth',
  layout: 'public',
  namespace: 'auth',
  routes: [
    {
      path: 'login',
      screen: /* @__PURE__ */ lazyScreen(() => import('./login-screen.tsx').then((m) => ({ default: m.LoginScreen }))),
    },
    {
      // Spec 1 §2 /account-recovery children: reset is the password reset by e-mailed code (§7).
      path: 'accountRecoveryReset',
      screen: /* @__PURE__ */ lazy(() =>
        import('./password-reset-screen.tsx').then((m) => ({ default: m.PasswordResetScreen })),
      ),
    },
    // Account recovery for someone who lost their e-mail: /account-recovery and its children
    // email, status, password and success (reset, above, is the password reset by code).
    { path: 'accountRecovery', screen: recovery, splat: true },
    {
      path: 'scpMobile',
      screen: /* @__PURE__ */ lazy(() =>
        import('./scp-mobile-screen.tsx').then((m) => ({ default: m.ScpMobileScreen })),
      ),
    },
  ],
};

/**
 * The restricted-layout pages right after sign-in (spec 1 §2): scp — the brand's ask, answered at
 * sign-in, to move sign-in to push approval (spec 1 §4 migration) — and the admin overview, an
 * administrator's start page. They share the auth catalogue.
 */
export const afterSignInFeature: TFeature = {
  id: 'afterSignIn',
  layout: 'restricted',
  namespace: 'auth',
  routes: [
    {
      path: 'scp',
      screen: /* @__PURE__ */ lazy(() => import('./scp-screen.tsx').then((m) => ({ default: m.ScpScreen }))),
    },
    {
      path: 'adminOverview',
      screen: /* @__PURE__ */ lazy(() =>
        import('./admin-overview-screen.tsx').then((m) => ({ default: m.AdminOverviewScreen })),
      ),
    },
  ],
};
