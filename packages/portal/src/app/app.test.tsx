import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../test/fake-api.ts';
import { brand } from '../test/brand.ts';
import { renderApp, where } from '../test/render-app.tsx';

afterEach(cleanup);
const future = () => jwt(Math.floor(Date.now() / 1000) + 600);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

const signInHandlers = (authFlow: 'simple' | 'otp' = 'simple') => ({
  '/auth/login': (b: any) =>
    b.password === 'right'
      ? { json: { authFlow, code: 'c1' } }
      : { status: 401, json: { responseCode: 'AU', responseDescription: 'Invalid username or password' } },
  '/auth/token': (b: any) =>
    authFlow === 'otp' && b.otp !== '123456'
      ? { status: 401, json: { responseCode: 'AU', responseDescription: 'Invalid one-time code' } }
      : { json: { accessToken: future() } },
  'method:userAccessInfoGet': () => ok(ACCESS_INFO),
  'method:balanceInquiry': () => ok({ accounts: [] }),
  'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
});

describe('guards and sign-in', () => {
  it('sends an unsigned user to login and back to the wanted path after sign-in', async () => {
    const { fetch, calls } = fakeFetch(signInHandlers());
    renderApp({ manifest: brand(), fetch, path: '/history?x=1', signedOut: true });
    await screen.findByTestId('login-username');
    expect(where.path).toBe('/login');
    type('login-username', 'demo@example.com');
    type('login-password', 'right');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(where.path).toBe('/history?x=1'));
    const login = calls.find((c) => c.key === '/auth/login')!.body;
    const token = calls.find((c) => c.key === '/auth/token')!.body;
    expect(login).toMatchObject({ client: 'spa', username: 'demo@example.com' });
    expect(login.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.codeVerifier).toHaveLength(128);
    // Not asked to stay signed in: the gateway makes the refresh cookie end with the browser.
    expect(calls.find((c) => c.key === '/auth/token')!.headers['x-stay-signed-in']).toBeUndefined();
  });

  it('asks the gateway to keep the session when "stay signed in" is ticked, through the otp step', async () => {
    const { fetch, calls } = fakeFetch(signInHandlers('otp'));
    renderApp({ manifest: brand(), fetch, path: '/login', signedOut: true });
    type('login-username', 'demo@example.com');
    type('login-password', 'right');
    fireEvent.click(screen.getByTestId('login-stay'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-otp');
    type('login-otp', '123456');
    fireEvent.click(screen.getByTestId('login-otp-submit'));
    await screen.findByTestId('accounts-empty');
    expect(calls.filter((c) => c.key === '/auth/token').at(-1)!.headers['x-stay-signed-in']).toBe('1');
  });

  it('shows the translated wrong-password message', async () => {
    const { fetch } = fakeFetch(signInHandlers());
    renderApp({ manifest: brand(), fetch, path: '/login', signedOut: true, lang: 'es' });
    type('login-username', 'demo@example.com');
    type('login-password', 'wrong');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Usuario o contraseña no válidos');
  });

  it('asks for the one-time code in the otp flow', async () => {
    const { fetch, calls } = fakeFetch(signInHandlers('otp'));
    renderApp({ manifest: brand(), fetch, path: '/login', signedOut: true });
    type('login-username', 'demo@example.com');
    type('login-password', 'right');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-otp');
    type('login-otp', '000000');
    fireEvent.click(screen.getByTestId('login-otp-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Invalid one-time code');
    type('login-otp', '123456');
    fireEvent.click(screen.getByTestId('login-otp-submit'));
    await screen.findByTestId('accounts-empty');
    expect(calls.filter((c) => c.key === '/auth/token').at(-1)!.body).toMatchObject({ code: 'c1', otp: '123456' });
  });

  it('logs out to login and forgets the session', async () => {
    const { fetch, calls } = fakeFetch({ ...signInHandlers(), '/auth/logout': () => ({ json: {} }) });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/' });
    await services.session.signIn(future());
    fireEvent.click(await screen.findByTestId('logout'));
    await screen.findByTestId('login-username');
    expect(services.store.getState()).toMatchObject({ status: 'signedOut', accessToken: null, customerId: null });
    expect(calls.some((c) => c.key === '/auth/logout')).toBe(true);
  });
});

describe('home', () => {
  it('lists accounts with exact formatted balances, pluralised count, and history without fees', async () => {
    const { fetch, calls } = fakeFetch({
      ...signInHandlers(),
      'method:balanceInquiry': () =>
        ok({
          accounts: [account(11, 'USD', '9007199254740993.10'), account(12, 'EUR', '0.5'), account(13, 'EUR', '3')],
        }),
      'method:historyGet': () =>
        ok({
          history: [
            {
              transactionId: 'tx1',
              date: '2024-01-02T10:00:00Z',
              transactionType: 'betweenAccounts',
              status: 'completed',
              description: 'Move',
              accountId: 11,
              currencyCode: 'USD',
              amount: '-1.50',
              direction: 'out',
              counterpartyAccountId: 12,
            },
          ],
          total: 1,
          pageSize: 20,
        }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/', lang: 'ru' });
    await services.session.signIn(future());
    const rows = await screen.findAllByTestId('account-row');
    expect(rows.map((r) => [r.dataset.accountId, r.dataset.currency])).toEqual([
      ['11', 'USD'],
      ['12', 'EUR'],
      ['13', 'EUR'],
    ]);
    expect(screen.getAllByTestId('account-balance')[0]!.textContent!.replace(/\s/g, ' ')).toBe(
      '9 007 199 254 740 993,10 $',
    );
    expect(screen.getByText('3 счёта')).toBeTruthy();
    expect((await screen.findByTestId('history-row')).dataset.transactionId).toBe('tx1');
    expect(calls.find((c) => c.key === 'method:historyGet')!.body).toMatchObject({
      excludeTypes: ['fees'],
      pageNumber: 1,
    });
  });
});
