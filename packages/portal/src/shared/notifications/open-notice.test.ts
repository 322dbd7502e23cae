import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_NOTIFICATION_TYPES,
  BUSINESS_NOTIFICATION_TYPES,
  KYC_NOTIFICATION_TYPES,
  MONEY_NOTIFICATION_TYPES,
  NOTIFICATION_NAVIGATION_DELAY_MS,
  NOTIFICATION_TYPES,
} from '@openportal/contract';
import { notificationHref } from './click-href.ts';
import { openNotice } from './open-notice.ts';

const ALL = [
  ...NOTIFICATION_TYPES,
  ...MONEY_NOTIFICATION_TYPES,
  ...KYC_NOTIFICATION_TYPES,
  ...APPLICATION_NOTIFICATION_TYPES,
  ...BUSINESS_NOTIFICATION_TYPES,
];

describe('a click on a notification (spec 3 §4, §9)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('marks it read at once and goes to its page after 1 s, for every type', () => {
    for (const type of ALL) {
      const markRead = vi.fn();
      const navigate = vi.fn();
      const href = openNotice({ id: `n-${type}`, type, params: { ticketNumber: '100042' } }, { markRead, navigate });
      expect(markRead, type).toHaveBeenCalledWith(`n-${type}`);
      expect(href, type).toBe(notificationHref({ type, params: { ticketNumber: '100042' } }));
      vi.advanceTimersByTime(NOTIFICATION_NAVIGATION_DELAY_MS - 1);
      expect(navigate, type).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      if (href === null) expect(navigate, type).not.toHaveBeenCalled();
      else expect(navigate, type).toHaveBeenCalledWith(href);
    }
  });

  it('a support answer opens its ticket in messages', () => {
    const navigate = vi.fn();
    openNotice(
      { id: 'x', type: 'zohoNewMessage', params: { ticketNumber: '100042' } },
      { markRead: vi.fn(), navigate },
    );
    vi.advanceTimersByTime(NOTIFICATION_NAVIGATION_DELAY_MS);
    expect(navigate).toHaveBeenCalledWith('/messages?ticketNumber=100042');
  });
});
