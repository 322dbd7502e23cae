import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * The support message centre (spec 3 §2 `messages`, §4): tickets with the brand's built-in desk.
 * `messages?ticketNumber=` opens a ticket (the click of a support notification).
 */
export const supportFeature: TFeature = {
  id: 'support',
  layout: 'main',
  namespace: 'support',
  routes: [{ path: 'messages', screen: /* @__PURE__ */ lazy(() => import('./messages-screen.tsx')) }],
  nav: [{ path: 'messages', labelKey: 'nav.messages', testId: 'nav-messages', order: 45 }],
  // An agent's answer or closing (zohoNewMessage, zohoClosedNoReply) arrives as a Notification.
  realtime: {
    Notification: [
      'GET /zoho/tickets/stats',
      'GET /zoho/tickets',
      'GET /tickets',
      'GET /tickets/{id}',
      'GET /tickets/{id}/conversations',
    ],
  },
};
