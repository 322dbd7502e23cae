import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * News (spec 2 §2 `news`, §7 Announcements): the brand's announcements, one opened with `?id=`,
 * and accept or decline for those that ask for it. Its texts are in the support namespace.
 */
export const newsFeature: TFeature = {
  id: 'news',
  layout: 'main',
  namespace: 'support',
  routes: [{ path: 'news', screen: /* @__PURE__ */ lazy(() => import('./news-screen.tsx')) }],
  nav: [{ path: 'news', labelKey: 'nav.news', testId: 'nav-news', order: 46 }],
};
