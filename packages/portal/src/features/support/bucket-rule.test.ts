import { describe, expect, it } from 'vitest';
import { SUPPORT_NEW_TICKET_WINDOW_MS, supportBucket, type TTicket } from '@openportal/contract';

/** The bucket the portal shows for a ticket (spec 3 §4), as the list computes it from the desk's answer. */
const me = 'ana@example.com';
const now = Date.parse('2026-11-27T12:00:00Z');
const at = (msAgo: number) => new Date(now - msAgo).toISOString();
const ticket = (status: string, lastThread: TTicket['lastThread']) => ({ status, lastThread });

describe('support bucket rule (portal)', () => {
  it('Closed is closed, whatever was written last', () => {
    expect(supportBucket(ticket('Closed', { createdAt: at(0), to: me }), me, now)).toBe('closed');
  });
  it('CLOSED-NO REPLY is new, even long ago or with no message', () => {
    expect(supportBucket(ticket('CLOSED-NO REPLY', null), me, now)).toBe('new');
    expect(supportBucket(ticket('CLOSED-NO REPLY', { createdAt: at(90 * 86_400_000), to: 'desk' }), me, now)).toBe(
      'new',
    );
  });
  it('an answer to the customer is new for two weeks, then open', () => {
    expect(supportBucket(ticket('Open', { createdAt: at(SUPPORT_NEW_TICKET_WINDOW_MS), to: me }), me, now)).toBe('new');
    expect(supportBucket(ticket('Open', { createdAt: at(SUPPORT_NEW_TICKET_WINDOW_MS + 1), to: me }), me, now)).toBe(
      'open',
    );
  });
  it("the customer's own last message, or none, is open", () => {
    expect(supportBucket(ticket('Open', { createdAt: at(0), to: 'support@paywave.desk' }), me, now)).toBe('open');
    expect(supportBucket(ticket('On Hold', null), me, now)).toBe('open');
  });
});
