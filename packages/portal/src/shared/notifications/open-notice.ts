import { NOTIFICATION_NAVIGATION_DELAY_MS, type TNotification } from '@openportal/contract';
import { notificationHref } from './click-href.ts';

export interface TOpenNoticeDeps {
  markRead: (id: string) => void;
  navigate: (href: string) => void;
  /** The timer (tests pass fake timers' setTimeout). */
  later?: (fn: () => void, ms: number) => unknown;
}

/**
 * A click on a notification (a toast or a row of the list): it is read at once, and where its
 * type routes (spec 3 §4, `notificationHref`) the portal goes there after the navigation delay
 * (spec 3 §9: 1000 ms). Answers the href, or null when the type does not navigate.
 */
export function openNotice(n: Pick<TNotification, 'id' | 'type' | 'params'>, deps: TOpenNoticeDeps): string | null {
  deps.markRead(n.id);
  const href = notificationHref(n);
  if (href !== null) (deps.later ?? setTimeout)(() => deps.navigate(href), NOTIFICATION_NAVIGATION_DELAY_MS);
  return href;
}
