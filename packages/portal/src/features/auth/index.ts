import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** Sign-in (spec 1 §2 /login, §4 sign-in flows). The session calls are the shell's (shared/session). */
export const authFeature: TFeature = {
  id: 'auth',
  layout: 'public',
  namespace: 'auth',
  routes: [
    {
      path: 'login',
      screen: /* @__PURE__ */ lazy(() => import('./login-screen.tsx').then((m) => ({ default: m.LoginScreen }))),
    },
    {
      // Spec 1 §2 /account-recovery children: reset is the password reset by e-mailed code (§7).
      path: 'accountRecoveryReset',
      screen: /* @__PURE__ */ lazy(() =>
        import('./password-reset-screen.tsx').then((m) => ({ default: m.PasswordResetScreen })),
      ),
    },
  ],
};
