import { lazy } from 'react';
import type { TBackofficeFeature } from '../../shared/feature.ts';

/** The announcements editor (issue 22): a brand's news with texts per language, with or without confirmation. */
export const notificationsFeature: TBackofficeFeature = {
  id: 'notifications',
  routes: [
    {
      path: 'announcements',
      screen: lazy(() => import('./announcements.tsx').then((m) => ({ default: m.AnnouncementsScreen }))),
    },
  ],
  nav: [{ path: '/announcements', labelKey: 'app.nav.announcements', call: 'adminAnnouncementList', order: 80 }],
};
