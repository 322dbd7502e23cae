import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** Operators themselves: sign-in (shown before any route, see app/app.tsx) and the audit log. */
export { SignInScreen } from './sign-in.tsx';

export const adminFeature: TBackofficeFeature = {
  id: 'admin',
  routes: [
    { path: 'audit-log', screen: lazy(() => import('./audit-log.tsx').then((m) => ({ default: m.AuditLogScreen }))) },
  ],
  nav: [{ path: '/audit-log', labelKey: 'app.nav.audit', call: 'adminAuditList', order: 40 }],
};
