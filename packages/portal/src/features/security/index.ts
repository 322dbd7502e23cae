import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * Security settings (spec 2 §2 setting and its sub-pages, §7 Security): the settings hub with
 * two-step verification, password change and the IP allow list; login history, payout
 * blacklist, notifications and legal documents on their own pages.
 */
export const securityFeature: TFeature = {
  id: 'security',
  layout: 'main',
  namespace: 'security',
  routes: [
    {
      path: 'setting',
      screen: /* @__PURE__ */ lazy(() => import('./settings-screen.tsx').then((m) => ({ default: m.SettingsScreen }))),
    },
    {
      path: 'loginHistory',
      screen: /* @__PURE__ */ lazy(() =>
        import('./login-history-screen.tsx').then((m) => ({ default: m.LoginHistoryScreen })),
      ),
    },
    {
      path: 'payoutBlacklist',
      screen: /* @__PURE__ */ lazy(() =>
        import('./blacklist-screen.tsx').then((m) => ({ default: m.BlacklistScreen })),
      ),
    },
    {
      path: 'profileNotifications',
      screen: /* @__PURE__ */ lazy(() =>
        import('./notifications-screen.tsx').then((m) => ({ default: m.NotificationsScreen })),
      ),
    },
    {
      // Spec 1 §2 auth/sei: third-party sign-in authorise (signed-in; the guard remembers the path).
      path: 'authSei',
      screen: /* @__PURE__ */ lazy(() => import('./sei-screen.tsx')),
    },
    {
      path: 'legal',
      screen: /* @__PURE__ */ lazy(() => import('./legal-screen.tsx').then((m) => ({ default: m.LegalScreen }))),
    },
  ],
  nav: [{ path: 'setting', labelKey: 'nav.settings', testId: 'nav-settings', order: 90 }],
  // Spec 1 §4: TwoStepVerificationModeSet reloads customer data.
  // A device linked, approved or removed elsewhere (the device page, the app): the list refreshes.
  realtime: { TwoStepVerificationModeSet: ['customerInfoGet'], DeviceStateChanged: ['GET /auth/devices'] },
};
