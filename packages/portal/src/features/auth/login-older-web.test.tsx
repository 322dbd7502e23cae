import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, ok } from '../../test/fake-api.ts';
import { where } from '../../test/render-app.tsx';
import { openSignIn, submitCredentials } from '../../test/sign-in-screen.ts';
import { olderWeb } from './use-finish-sign-in.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const company = { id: 'cust-1', customerName: 'Acme', customerUsername: 'acme@example.com', customerType: 2 };
/** An authorised user (rights 5) of a business, or the business's main user (rights 2). */
const accessInfo = (accessRights: number) => ({
  userAccessInfo: { ...ACCESS_INFO.userAccessInfo, accessRights },
  customerAccesses: [{ ...company, accessRights }],
});

const signInWith = (accessRights: number, redirectUrl: string | null) =>
  openSignIn({
    '/auth/logout': () => ({ json: {} }),
    'method:userAccessInfoGet': () => ok(accessInfo(accessRights)),
    'method:oldWebRedirectGet': () => ok({ redirectUrl }),
  });

describe('older web redirect at sign-in (spec 1 §2)', () => {
  it('sends an authorised business user to the address core answers', async () => {
    const assign = vi.spyOn(olderWeb, 'assign').mockImplementation(() => undefined);
    signInWith(5, 'https://old.example/?authorizedUser=u1');
    await submitCredentials();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://old.example/?authorizedUser=u1'));
  });

  it('goes to the start page when core answers no address', async () => {
    const assign = vi.spyOn(olderWeb, 'assign').mockImplementation(() => undefined);
    const { calls } = signInWith(5, null);
    await submitCredentials();
    await screen.findByTestId('accounts-empty');
    await waitFor(() => expect(where.path).toBe('/'));
    expect(calls.some((c) => c.key === 'method:oldWebRedirectGet')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not ask for other users', async () => {
    const { calls } = signInWith(2, 'https://old.example/');
    await submitCredentials();
    await screen.findByTestId('accounts-empty');
    expect(calls.some((c) => c.key === 'method:oldWebRedirectGet')).toBe(false);
  });
});
