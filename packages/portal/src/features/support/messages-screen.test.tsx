import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TTicket } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const ME = 'me@example.com';
const ticket = (id: string, number: string, subject: string, over: Partial<TTicket> = {}): TTicket => ({
  id,
  ticketNumber: number,
  subject,
  status: 'Open',
  lastThread: { createdAt: new Date().toISOString(), to: ME },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  customerReadAt: null,
  ...over,
});
const tickets = [ticket('7', '100007', 'Card blocked'), ticket('8', '100008', 'Old one', { status: 'Closed' })];
const thread = {
  id: '70',
  ticketId: '7',
  content: 'Hello <img src=x onerror="window.__pwned=1"> there',
  summary: '',
  from: 'sam@paywave.desk',
  to: ME,
  direction: 'out',
  createdAt: '2026-11-20T11:00:00.000Z',
  attachments: [{ id: '5', name: 'reply.pdf', size: 100 }],
};

function desk(over: Record<string, Parameters<typeof fakeFetch>[0][string]> = {}) {
  return fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    '/zoho/jwt': () => ok({ jwt: 'desk.jwt.sig' }),
    '/support-desk/me': () => ok({ contact: { id: 'c1', email: ME, name: 'Me' } }),
    '/zoho/tickets/stats': () => ok({ stats: { all: 2, open: 0, new: 1, closed: 1, unreadTicketNumbers: ['100007'] } }),
    '/zoho/tickets': () => ok({ tickets }),
    '/zoho/agent': () => ok({ agent: { id: '1', name: 'Sam Agent', email: 'sam@x.desk', photoUrl: null } }),
    '/support-desk/tickets/7/conversations': () => ok({ data: [thread] }),
    '/support-desk/tickets/7': (b) => ok({ ticket: { ...tickets[0], customerReadAt: b?.customerReadAt ?? null } }),
    ...over,
  });
}

describe('messages', () => {
  it('shows the buckets with counts, the unread badge, and each ticket’s bucket by the shared rule', async () => {
    const { fetch } = desk();
    const { services } = renderApp({ manifest: brand(), fetch, path: '/messages' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await waitFor(() => expect(screen.getAllByTestId('support-row')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('support-unread').textContent).toBe('1 unread'));
    expect((await screen.findByTestId('support-manager')).textContent).toBe('Your support manager: Sam Agent');
    expect(screen.getByTestId('support-bucket-new').textContent).toBe('New1');
    expect(screen.getAllByTestId('support-row').map((r) => r.textContent)).toEqual([
      'Card blockedTicket 100007 · New',
      'Old oneTicket 100008 · Closed',
    ]);
  });

  it('messages?ticketNumber= opens the ticket, shows markup as text, and marks it read', async () => {
    const { fetch, calls } = desk();
    const { services } = renderApp({ manifest: brand(), fetch, path: '/messages?ticketNumber=100007' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    const text = await screen.findByTestId('support-thread-text');
    expect(text.textContent).toBe(thread.content);
    expect(text.querySelector('img')).toBeNull();
    expect(screen.getByTestId('support-ticket-subject').textContent).toBe('Card blocked');
    expect(screen.getByTestId('support-attachment').textContent).toBe('reply.pdf');
    await waitFor(() =>
      expect(calls.some((c) => c.key === '/support-desk/tickets/7' && c.body?.customerReadAt)).toBe(true),
    );
  });

  it('a desk 401 renews the desk session and retries once', async () => {
    let first = true;
    const { fetch, calls } = desk({
      '/support-desk/tickets/7/conversations': () => {
        if (first) {
          first = false;
          return {
            status: 401,
            json: { responseCode: 'AU', responseDescription: 'The support session is invalid or expired' },
          };
        }
        return ok({ data: [thread] });
      },
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/messages?ticketNumber=100007' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await screen.findByTestId('support-thread-text');
    expect(calls.filter((c) => c.key === '/support-desk/tickets/7/conversations')).toHaveLength(2);
    expect(calls.filter((c) => c.key === '/zoho/jwt').length).toBeGreaterThanOrEqual(2);
    // The portal session stays: the desk's 401 is the desk's own.
    expect(screen.getByTestId('support-screen')).toBeTruthy();
  });

  it('a 429 blocks support calls: the notice shows and a new message is not sent', async () => {
    const { fetch, calls } = desk({
      '/zoho/tickets': () => ({ status: 429, json: { responseCode: 'AE', responseDescription: 'Too many requests' } }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/messages' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await screen.findByTestId('support-blocked');
    fireEvent.click(screen.getByTestId('support-compose-open'));
    fireEvent.change(screen.getByTestId('support-subject'), { target: { value: 'Help' } });
    fireEvent.change(screen.getByTestId('support-description'), { target: { value: 'Please' } });
    fireEvent.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(screen.getByTestId('support-error').textContent).toMatch(/Support is busy/));
    expect(calls.some((c) => c.key === '/support-desk/tickets')).toBe(false);
  });
});
