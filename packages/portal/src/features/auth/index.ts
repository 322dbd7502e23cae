import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

type TRecoveryScreen =
  'RecoveryEmailScreen' | 'RecoveryStatusScreen' | 'RecoveryPasswordScreen' | 'RecoverySuccessScreen';
const recovery = (name: TRecoveryScreen) =>
  lazy(() => import('./account-recovery-screens.tsx').then((m) => ({ default: m[name] })));

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
    // Account recovery for someone who lost their e-mail: e-mail, status (code), password, success.
    { path: 'accountRecovery', redirectTo: 'accountRecoveryEmail' },
    { path: 'accountRecoveryEmail', screen: /* @__PURE__ */ recovery('RecoveryEmailScreen') },
    { path: 'accountRecoveryStatus', screen: /* @__PURE__ */ recovery('RecoveryStatusScreen') },
    { path: 'accountRecoveryPassword', screen: /* @__PURE__ */ recovery('RecoveryPasswordScreen') },
    { path: 'accountRecoverySuccess', screen: /* @__PURE__ */ recovery('RecoverySuccessScreen') },
  ],
};
