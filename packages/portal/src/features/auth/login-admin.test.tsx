import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const info = (isAdmin: boolean) => ({ customerInfo: customerInfo({ customerId: 'cust-1', isAdmin }) });
const customers = [
  { id: 'cust-1', customerName: 'Demo', customerUsername: 'demo@example.com', customerType: 0, accessRights: 2 },
  { id: 'cust-2', customerName: 'Acme', customerUsername: 'acme@example.com', customerType: 2, accessRights: 2 },
];

function signInAs(isAdmin: boolean) {
  const api = fakeFetch({
    '/auth/login': () => ({ json: { authFlow: 'simple', code: 'c1' } }),
    '/auth/token': () => ({ json: { accessToken: jwt(Math.floor(Date.now() / 1000) + 600) } }),
    'method:userAccessInfoGet': (_b, headers) =>
      ok({
        ...ACCESS_INFO,
        userAccessInfo: { ...ACCESS_INFO.userAccessInfo, id: headers['Customer-Id'] ?? 'cust-1' },
        customerAccesses: customers,
      }),
    'method:customerInfoGet': () => ok(info(isAdmin)),
    'method:userAccessList': () => ok({ customerAccesses: customers }),
    'method:balanceInquiry': () => ok({ accounts: [] }),
    'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
  });
  renderApp({ manifest: brand(), fetch: api.fetch, path: '/login', signedOut: true });
  return api;
}

async function submit() {
  await screen.findByTestId('login-username');
  type('login-username', 'admin@example.com');
  type('login-password', 'right');
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('admin overview (spec 1 §2 start page)', () => {
  it('is an administrator’s start page; opening a customer acts for it and goes home', async () => {
    const { calls } = signInAs(true);
    await submit();
    await screen.findByTestId('admin-overview');
    expect(where.path).toBe('/admin-overview');
    await waitFor(() => expect(screen.getAllByTestId('admin-overview-customer')).toHaveLength(2));
    const acme = screen.getAllByTestId('admin-overview-customer')[1]!;
    fireEvent.click(acme.querySelector('button')!);
    await screen.findByTestId('accounts-empty');
    await waitFor(() => expect(where.path).toBe('/'));
    const switched = calls.filter((c) => c.key === 'method:userAccessInfoGet').at(-1)!;
    expect(switched.headers['Customer-Id']).toBe('cust-2');
  });

  it('is not shown to other users', async () => {
    signInAs(false);
    await submit();
    await screen.findByTestId('accounts-empty');
    expect(screen.queryByTestId('admin-overview')).toBeNull();
  });
});
