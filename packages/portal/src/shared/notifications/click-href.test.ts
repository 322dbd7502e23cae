import { describe, expect, it } from 'vitest';
import { MONEY_NOTIFICATION_TYPES, NOTIFICATION_TYPES, PORTAL_PATHS } from '@openportal/contract';
import { notificationHref } from './click-href.ts';

const EXPECTED: Record<(typeof NOTIFICATION_TYPES)[number], string | null> = {
  info: null,
  documentFailed: '/profile',
  documentRejected: '/profile',
  documentExpired: '/profile',
  documentExpSoon: '/profile',
  usernameChangeFailed: '/profile',
  usernameChanged: '/profile',
  batchPartially: '/history/batch-transfers',
  zohoNewMessage: '/messages?ticketNumber=100007',
  zohoClosedNoReply: '/messages?ticketNumber=100007',
  acceptTermsLogin: null,
  contractCreated: '/revenue-split',
  contractSigned: '/revenue-split',
  contractRejected: '/revenue-split',
  contractCancelled: '/revenue-split',
  contractTerminated: '/revenue-split',
  contractTerminationRequest: '/revenue-split',
  contractTerminationCancelled: '/revenue-split',
  signerIdentified: '/revenue-split',
  signerIdentificationLoaded: '/revenue-split',
  signerIdentificationFailed: '/revenue-split',
  cardClosed: null,
};

describe('notification click routing (spec 3 §4)', () => {
  it('routes every spec 3 type', () => {
    for (const type of NOTIFICATION_TYPES)
      expect(notificationHref({ type, params: { ticketNumber: '100007' } }), type).toBe(EXPECTED[type]);
  });
  it('money notices do not navigate', () => {
    for (const type of MONEY_NOTIFICATION_TYPES) expect(notificationHref({ type }), type).toBeNull();
  });
  it('every target is a portal path; a support notice without its ticket opens messages', () => {
    const paths = Object.values(PORTAL_PATHS) as string[];
    for (const href of Object.values(EXPECTED)) if (href) expect(paths).toContain(href.split('?')[0]);
    expect(notificationHref({ type: 'zohoNewMessage' })).toBe('/messages');
    expect(notificationHref({ type: 'zohoNewMessage', params: { ticketNumber: 'a&b=1' } })).toBe(
      '/messages?ticketNumber=a%26b%3D1',
    );
  });
});
