import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, ok } from '../../test/fake-api.ts';
import { where } from '../../test/render-app.tsx';
import { openSignIn, submitCredentials } from '../../test/sign-in-screen.ts';

afterEach(cleanup);
const info = (isAdmin: boolean) => ({ customerInfo: customerInfo({ customerId: 'cust-1', isAdmin }) });
const customers = [
  { id: 'cust-1', customerName: 'Demo', customerUsername: 'demo@example.com', customerType: 0, accessRights: 2 },
  { id: 'cust-2', customerName: 'Acme', customerUsername: 'acme@example.com', customerType: 2, accessRights: 2 },
];

const signInAs = (isAdmin: boolean) =>
  openSignIn({
    'method:userAccessInfoGet': (_b, headers) =>
      ok({
        ...ACCESS_INFO,
        userAccessInfo: { ...ACCESS_INFO.userAccessInfo, id: headers['Customer-Id'] ?? 'cust-1' },
        customerAccesses: customers,
      }),
    'method:customerInfoGet': () => ok(info(isAdmin)),
    'method:userAccessList': () => ok({ customerAccesses: customers }),
  });

describe('admin overview (spec 1 §2 start page)', () => {
  it('is an administrator’s start page; opening a customer acts for it and goes home', async () => {
    const { calls } = signInAs(true);
    await submitCredentials('admin@example.com');
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
    await submitCredentials('admin@example.com');
    await screen.findByTestId('accounts-empty');
    expect(screen.queryByTestId('admin-overview')).toBeNull();
  });
});
