import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';
import { olderWeb } from './use-finish-sign-in.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const company = { id: 'cust-1', customerName: 'Acme', customerUsername: 'acme@example.com', customerType: 2 };
/** An authorised user (rights 5) of a business, or the business's main user (rights 2). */
const accessInfo = (accessRights: number) => ({
  userAccessInfo: { ...ACCESS_INFO.userAccessInfo, accessRights },
  customerAccesses: [{ ...company, accessRights }],
});

function signInWith(accessRights: number, redirectUrl: string | null) {
  const api = fakeFetch({
    '/auth/login': () => ({ json: { authFlow: 'simple', code: 'c1' } }),
    '/auth/token': () => ({ json: { accessToken: jwt(Math.floor(Date.now() / 1000) + 600) } }),
    '/auth/logout': () => ({ json: {} }),
    'method:userAccessInfoGet': () => ok(accessInfo(accessRights)),
    'method:oldWebRedirectGet': () => ok({ redirectUrl }),
    'method:balanceInquiry': () => ok({ accounts: [] }),
    'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
  });
  renderApp({ manifest: brand(), fetch: api.fetch, path: '/login', signedOut: true });
  return api;
}

async function submit() {
  await screen.findByTestId('login-username');
  type('login-username', 'user@example.com');
  type('login-password', 'right');
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('older web redirect at sign-in (spec 1 §2)', () => {
  it('sends an authorised business user to the address core answers', async () => {
    const assign = vi.spyOn(olderWeb, 'assign').mockImplementation(() => undefined);
    signInWith(5, 'https://old.example/?authorizedUser=u1');
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://old.example/?authorizedUser=u1'));
  });

  it('goes to the start page when core answers no address', async () => {
    const assign = vi.spyOn(olderWeb, 'assign').mockImplementation(() => undefined);
    const { calls } = signInWith(5, null);
    await submit();
    await screen.findByTestId('accounts-empty');
    await waitFor(() => expect(where.path).toBe('/'));
    expect(calls.some((c) => c.key === 'method:oldWebRedirectGet')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not ask for other users', async () => {
    const { calls } = signInWith(2, 'https://old.example/');
    await submit();
    await screen.findByTestId('accounts-empty');
    expect(calls.some((c) => c.key === 'method:oldWebRedirectGet')).toBe(false);
  });
});
