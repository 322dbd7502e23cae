import { notificationRoute, type TNotification } from '@openportal/contract';

/**
 * Where a click on a notification goes (spec 3 §4), as a portal href: document and username
 * problems to the profile, a batch partly done to the batch list, contract events to the
 * revenue-split list, a support answer or a ticket closed without reply to that ticket in
 * messages (`messages?ticketNumber=`). Null: the notification does not navigate.
 */
export function notificationHref(n: Pick<TNotification, 'type' | 'params'>): string | null {
  const route = notificationRoute(n.type);
  if (route === null) return null;
  if (route !== 'messages') return `/${route}`;
  const ticketNumber = n.params?.ticketNumber;
  return ticketNumber ? `/messages?${new URLSearchParams({ ticketNumber }).toString()}` : '/messages';
}
