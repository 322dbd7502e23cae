import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jwt } from '../../test/fake-api.ts';
import { where } from '../../test/render-app.tsx';
import { openSignIn, submitCredentials } from '../../test/sign-in-screen.ts';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

const signInAsked = (migration: object | undefined) =>
  openSignIn({
    '/auth/login': () => ({ json: { authFlow: 'simple', code: 'c1', ...(migration ? { migration } : {}) } }),
  });

describe('migration to push at sign-in (spec 1 §4, the scp page)', () => {
  it('soft: shows the days left, and later goes on to the start page', async () => {
    signInAsked({ req: 'soft', daysLeft: 12, strat: 'enable', devices: [] });
    await submitCredentials();
    const page = await screen.findByTestId('scp-page');
    expect(where.path).toBe('/scp');
    expect([page.dataset.req, page.dataset.strat]).toEqual(['soft', 'enable']);
    expect(screen.getByTestId('scp-days').textContent).toBe('Days left to set it up: 12');
    fireEvent.click(screen.getByTestId('scp-later'));
    await screen.findByTestId('accounts-empty');
    await waitFor(() => expect(where.path).toBe('/'));
  });

  it('strict: no way on but setting it up, in the settings', async () => {
    signInAsked({ req: 'strict', strat: 'migrate', devices: [{ name: 'Phone', type: 'ios' }] });
    await submitCredentials();
    const page = await screen.findByTestId('scp-page');
    expect([page.dataset.req, page.dataset.strat]).toEqual(['strict', 'migrate']);
    expect(screen.queryByTestId('scp-later')).toBeNull();
    expect(screen.queryByTestId('scp-days')).toBeNull();
    fireEvent.click(screen.getByTestId('scp-setup'));
    await waitFor(() => expect(where.path).toBe('/setting'));
  });

  it('none: straight to the start page; the page alone has nothing to show and goes home', async () => {
    signInAsked({ req: 'none' });
    await submitCredentials();
    await screen.findByTestId('accounts-empty');
    expect(screen.queryByTestId('scp-page')).toBeNull();
  });
});

describe('verifyDevice at sign-in (spec 1 §4)', () => {
  it('asks for the e-mailed code and exchanges it as the one-time code', async () => {
    let otp: unknown;
    openSignIn({
      '/auth/login': () => ({ json: { authFlow: 'verifyDevice', code: 'c1' } }),
      '/auth/token': (b) => {
        otp = b.otp;
        return { json: { accessToken: jwt(Math.floor(Date.now() / 1000) + 600) } };
      },
    });
    await submitCredentials();
    expect((await screen.findByTestId('login-otp-hint')).textContent).toBe(
      'Enter the 6-digit code we e-mailed you to approve this sign-in.',
    );
    type('login-otp', '123456');
    fireEvent.click(screen.getByTestId('login-otp-submit'));
    await screen.findByTestId('accounts-empty');
    expect(otp).toBe('123456');
  });
});
