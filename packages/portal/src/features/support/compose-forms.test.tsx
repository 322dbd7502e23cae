import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { fakeDesk } from '../../test/fake-desk.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

async function open(fetch: typeof globalThis.fetch) {
  const { services } = renderApp({ manifest: brand(), fetch, path: '/messages' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
}

describe('support message forms', () => {
  it('compose shows the desk’s fields (GET /ticketsFields) and sends with POST /composetickets', async () => {
    const { fetch, calls } = fakeDesk();
    await open(fetch);
    fireEvent.click(await screen.findByTestId('support-compose-open', {}));
    fireEvent.change(await screen.findByTestId('support-subject'), { target: { value: 'Help' } });
    fireEvent.change(screen.getByTestId('support-description'), { target: { value: 'Please' } });
    expect(screen.getByTestId('support-file')).toBeTruthy();
    fireEvent.click(screen.getByTestId('support-send'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === '/support-desk/composetickets')?.body).toEqual({
        subject: 'Help',
        description: 'Please',
        uploads: [],
      }),
    );
    expect(calls.some((c) => c.key === '/support-desk/tickets' && c.body)).toBe(false);
  });

  it('compose shows only the fields the desk names', async () => {
    const { fetch } = fakeDesk({
      '/support-desk/ticketsFields': () =>
        ok({ fields: [{ apiName: 'description', displayLabel: 'Message', type: 'textarea' }] }),
    });
    await open(fetch);
    fireEvent.click(await screen.findByTestId('support-compose-open', {}));
    await screen.findByTestId('support-description');
    expect(screen.queryByTestId('support-subject')).toBeNull();
    expect(screen.queryByTestId('support-file')).toBeNull();
  });

  it('the business customer writes to the manager: a ticket of its own (POST /tickets), then opened', async () => {
    const { fetch, calls } = fakeDesk();
    await open(fetch);
    fireEvent.click(await screen.findByTestId('support-manager-write', {}));
    fireEvent.change(screen.getByTestId('support-manager-text'), { target: { value: 'Call me' } });
    fireEvent.click(screen.getByTestId('support-manager-send'));
    await waitFor(() =>
      expect(calls.find((c) => c.key === '/support-desk/tickets' && c.body)?.body).toEqual({
        subject: 'Message to my support manager Sam Agent',
        description: 'Call me',
        uploads: [],
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('support-manager-form')).toBeNull());
  });

  it('no manager (a personal customer): no widget', async () => {
    const { fetch } = fakeDesk({ '/zoho/agent': () => ok({ agent: null }) });
    await open(fetch);
    await screen.findAllByTestId('support-row', {});
    expect(screen.queryByTestId('support-manager')).toBeNull();
  });

  it('a 429 blocks support calls: the notice shows and a new message is not sent', async () => {
    const { fetch, calls } = fakeDesk({
      '/support-desk/tickets': () => ({
        status: 429,
        json: { responseCode: 'AE', responseDescription: 'Too many requests' },
      }),
    });
    await open(fetch);
    await screen.findByTestId('support-blocked', {});
    fireEvent.click(screen.getByTestId('support-compose-open'));
    await waitFor(() => expect(screen.getByTestId('support-error').textContent).toMatch(/Support is busy/));
    expect((screen.getByTestId('support-send') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.key === '/support-desk/composetickets' || c.key === '/support-desk/ticketsFields')).toBe(
      false,
    );
  });
});
