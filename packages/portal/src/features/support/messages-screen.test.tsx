import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { deskThread, fakeDesk, longThread } from '../../test/fake-desk.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

async function open(fetch: typeof globalThis.fetch, path: string) {
  const { services } = renderApp({ manifest: brand(), fetch, path });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
}

describe('messages', () => {
  it('shows the buckets with counts, the unread badge, and each ticket’s bucket by the shared rule', async () => {
    const { fetch, calls } = fakeDesk();
    await open(fetch, '/messages');
    await waitFor(() => expect(screen.getAllByTestId('support-row')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('support-unread').textContent).toBe('1 unread'));
    expect((await screen.findByTestId('support-manager-name')).textContent).toBe('Your support manager: Sam Agent');
    expect(screen.getByTestId('support-bucket-new').textContent).toBe('New1');
    expect(screen.getAllByTestId('support-row').map((r) => r.textContent)).toEqual([
      'Card blockedTicket 100007 · New',
      'Old oneTicket 100008 · Closed',
    ]);
    // All is the desk's list (GET /tickets), not the bucket list.
    expect(calls.some((c) => c.key === '/zoho/tickets')).toBe(false);
  });

  it('a bucket the rule decides comes from zoho/tickets; closed is the desk’s list by status', async () => {
    const { fetch, calls } = fakeDesk();
    await open(fetch, '/messages');
    await waitFor(() => expect(screen.getAllByTestId('support-row')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('support-bucket-new'));
    await waitFor(() =>
      expect(screen.getAllByTestId('support-row').map((r) => r.dataset.ticketNumber)).toEqual(['100007']),
    );
    expect(calls.some((c) => c.key === '/zoho/tickets')).toBe(true);
    fireEvent.click(screen.getByTestId('support-bucket-closed'));
    await waitFor(() =>
      expect(screen.getAllByTestId('support-row').map((r) => r.dataset.ticketNumber)).toEqual(['100008']),
    );
  });

  it('messages?ticketNumber= opens the ticket with GET /tickets/{id}, shows markup as text, and marks it read', async () => {
    const { fetch, calls } = fakeDesk();
    await open(fetch, '/messages?ticketNumber=100007');
    const texts = await screen.findAllByTestId('support-thread-text', {});
    expect(texts[0]!.textContent).toBe(deskThread.content);
    expect(texts[0]!.querySelector('img')).toBeNull();
    expect((await screen.findByTestId('support-ticket-subject')).textContent).toBe('Card blocked');
    expect(screen.getByTestId('support-attachment').textContent).toBe('reply.pdf');
    expect(calls.some((c) => c.key === '/support-desk/tickets/7' && !c.body)).toBe(true);
    await waitFor(() =>
      expect(calls.some((c) => c.key === '/support-desk/tickets/7' && c.body?.customerReadAt)).toBe(true),
    );
  });

  it('a cut message shows its preview; the whole text is read with GET thread', async () => {
    const { fetch, calls } = fakeDesk();
    await open(fetch, '/messages?ticketNumber=100007');
    const texts = await screen.findAllByTestId('support-thread-text', {});
    expect(texts[1]!.textContent).toBe(longThread.summary);
    expect(screen.getAllByTestId('support-thread-more')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('support-thread-more'));
    await waitFor(() => expect(screen.getAllByTestId('support-thread-text')[1]!.textContent).toBe(longThread.content));
    expect(calls.filter((c) => c.key === '/support-desk/tickets/7/threads/71')).toHaveLength(1);
    expect(screen.queryByTestId('support-thread-more')).toBeNull();
  });

  it('a ticket beyond the loaded pages is found by its number in the desk’s list; an unknown number says so', async () => {
    const { fetch, calls } = fakeDesk();
    await open(fetch, '/messages?ticketNumber=100009');
    expect((await screen.findByTestId('support-ticket-subject', {})).textContent).toBe('Far away');
    expect(calls.some((c) => c.key === '/support-desk/tickets/9')).toBe(true);
    cleanup();
    const other = fakeDesk();
    await open(other.fetch, '/messages?ticketNumber=555555');
    await screen.findByText('This ticket was not found.', {});
    expect(screen.queryByTestId('support-ticket')).toBeNull();
  });

  it('a desk 401 renews the desk session and retries once', async () => {
    let first = true;
    const { fetch, calls } = fakeDesk({
      '/support-desk/tickets/7/conversations': () => {
        if (first) {
          first = false;
          return {
            status: 401,
            json: { responseCode: 'AU', responseDescription: 'The support session is invalid or expired' },
          };
        }
        return ok({ data: [deskThread] });
      },
    });
    await open(fetch, '/messages?ticketNumber=100007');
    await screen.findByTestId('support-thread-text', {});
    expect(calls.filter((c) => c.key === '/support-desk/tickets/7/conversations')).toHaveLength(2);
    expect(calls.filter((c) => c.key === '/zoho/jwt').length).toBeGreaterThanOrEqual(2);
    // The portal session stays: the desk's 401 is the desk's own.
    expect(screen.getByTestId('support-screen')).toBeTruthy();
  });
});
