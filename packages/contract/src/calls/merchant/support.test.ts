import { describe, expect, it } from 'vitest';
import { SUPPORT_NEW_TICKET_WINDOW_MS } from '../../constants.ts';
import { supportBucket } from './support.ts';

const me = 'ann@example.test';
const now = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const ticket = (status: string, lastThread: { createdAt: string; to: string } | null) => ({ status, lastThread });

describe('supportBucket (spec 3 §4)', () => {
  it('Closed is closed, whatever the last thread', () => {
    expect(supportBucket(ticket('Closed', { createdAt: ago(0), to: me }), me, now)).toBe('closed');
  });
  it('CLOSED-NO REPLY is new, even long after', () => {
    expect(supportBucket(ticket('CLOSED-NO REPLY', null), me, now)).toBe('new');
    expect(supportBucket(ticket('CLOSED-NO REPLY', { createdAt: ago(100 * 86_400_000), to: 'desk' }), me, now)).toBe(
      'new',
    );
  });
  it('an answer to the customer is new for two weeks, to the millisecond, then open', () => {
    expect(supportBucket(ticket('Open', { createdAt: ago(SUPPORT_NEW_TICKET_WINDOW_MS), to: me }), me, now)).toBe(
      'new',
    );
    expect(supportBucket(ticket('Open', { createdAt: ago(SUPPORT_NEW_TICKET_WINDOW_MS + 1), to: me }), me, now)).toBe(
      'open',
    );
  });
  it('the customer’s own last message, or none, is open', () => {
    expect(supportBucket(ticket('Open', { createdAt: ago(0), to: 'support@paywave.desk' }), me, now)).toBe('open');
    expect(supportBucket(ticket('On Hold', null), me, now)).toBe('open');
  });
});
