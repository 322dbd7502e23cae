import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';

// No socket here: the wait is the long poll (the socket wait is tested in login-push.test.tsx).
beforeEach(() => vi.stubGlobal('WebSocket', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const au = (key: 'migrationRequired' | 'pushPending' | 'invalidCode') => ({
  status: 401,
  json: { responseCode: 'AU', responseDescription: ERROR_MESSAGES[key] },
});

/** The token service holds a strict migration: no tokens until the scp link was asked for and a device approved. */
function strictHandlers(state: { linked: boolean; approved: boolean; linkFails?: boolean }) {
  return {
    '/auth/login': () => ({
      json: {
        authFlow: 'simple',
        code: 'c1',
        migration: { req: 'strict', strat: 'enable', devices: [], tmpJwt: 'mig-1' },
      },
    }),
    '/auth/scp/request': () => {
      if (state.linkFails) return au('invalidCode');
      state.linked = true;
      return { json: { deeplink: 'paywave://scp?code=ABCD2345', link: 'http://127.0.0.1:4000/device#scp=ABCD2345' } };
    },
    '/auth/token': () =>
      !state.linked
        ? au('migrationRequired')
        : state.approved
          ? { json: { accessToken: jwt(Math.floor(Date.now() / 1000) + 600) } }
          : au('pushPending'),
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:balanceInquiry': () => ok({ accounts: [] }),
    'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
  };
}

async function signIn(state: { linked: boolean; approved: boolean; linkFails?: boolean }) {
  const api = fakeFetch(strictHandlers(state));
  renderApp({ manifest: brand(), fetch: api.fetch, path: '/login', signedOut: true });
  await screen.findByTestId('login-username');
  type('login-username', 'demo@example.com');
  type('login-password', 'right');
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('login-migrate');
  return api;
}

describe('strict migration to push before tokens', () => {
  it('asks for the link with the tmpJwt, waits for the device, then goes home without the scp page', async () => {
    const state = { linked: false, approved: false };
    const { calls } = await signIn(state);
    await screen.findByTestId('login-migrate-waiting');
    expect(calls.find((c) => c.key === '/auth/scp/request')!.body).toEqual({ tmpJwt: 'mig-1' });
    expect(screen.getByTestId('login-migrate-qr').getAttribute('data-text')).toBe(
      'http://127.0.0.1:4000/device#scp=ABCD2345',
    );
    expect(screen.getByTestId('login-migrate-app').getAttribute('href')).toBe('paywave://scp?code=ABCD2345');
    await waitFor(() => expect(calls.filter((c) => c.key === '/auth/token').length).toBeGreaterThan(2));
    state.approved = true;
    await screen.findByTestId('accounts-empty');
    expect(await screen.findByText('Sign-in approved on your linked device.')).toBeTruthy();
    expect(where.path).toBe('/');
    expect(calls.filter((c) => c.key === '/auth/token').at(-1)!.body).toMatchObject({ code: 'c1' });
  });

  it('says so when the link cannot be had, and goes back to the credentials', async () => {
    await signIn({ linked: false, approved: false, linkFails: true });
    await screen.findByTestId('login-migrate-failed');
    fireEvent.click(screen.getByText('Back'));
    expect(await screen.findByTestId('login-username')).toBeTruthy();
  });
});
