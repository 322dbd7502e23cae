import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const ACCESSES = [
  { id: 'cust-1', customerName: 'Me Myself', customerUsername: 'me@example.com', customerType: 0, accessRights: 2 },
  { id: 'cust-2', customerName: 'Second Co', customerUsername: 'me@example.com', customerType: 2, accessRights: 2 },
];
const infoFor = (id: string) => ({
  ...ACCESS_INFO,
  userAccessInfo: { ...ACCESS_INFO.userAccessInfo, id },
  customerAccesses: ACCESSES,
});

describe('company switch', () => {
  it('lists the customers and acts for the chosen one with Customer-Id; its accounts load', async () => {
    const api = fakeFetch({
      'method:userAccessInfoGet': (_b, h) => ok(infoFor(h['Customer-Id'] ?? 'cust-1')),
      'method:userAccessList': () => ok({ customerAccesses: ACCESSES }),
      'method:balanceInquiry': (_b, h) =>
        ok({ accounts: h['Customer-Id'] === 'cust-2' ? [account(22, 'GBP', '0.00')] : [account(11, 'EUR', '5.00')] }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    });
    const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    const select = (await screen.findByTestId('company-switch')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Me Myself', 'Second Co']);
    fireEvent.change(select, { target: { value: 'cust-2' } });
    await waitFor(() => expect(services.store.getState().customerId).toBe('cust-2'));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.key === 'method:balanceInquiry').at(-1)!.headers['Customer-Id']).toBe('cust-2'),
    );
  });
});
