import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { cardAccount } from '../../test/cards-kit.ts';

afterEach(cleanup);

/** A debit card (account 7) settling on account 1; account 2 settles nothing. */
const ACCOUNTS = [
  account(1, 'USD', '80.00'),
  account(2, 'USD', '5.00'),
  { ...cardAccount(7, { subType: 'DEBIT' }), settlementAccountId: 1 },
];
const hold = (id: string, status: string) => ({
  id,
  date: '2026-11-21T09:00:00Z',
  merchant: 'Fuel Station',
  amount: '40.00',
  currencyCode: 'USD',
  status,
});

async function history(lang?: 'pt') {
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:balanceInquiry': () => ok({ accounts: ACCOUNTS }),
    'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    'method:currentAccountAuthorizationList': (b) =>
      ok(b.accountId === 1 ? { authorizations: [hold('h2', 'pending'), hold('h1', 'settled')], total: 2 } : {}),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/history', lang });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findByTestId('history-total');
  return api;
}

const filterTo = (id: string) => {
  fireEvent.change(screen.getByTestId('history-filter-accountId'), { target: { value: id } });
  fireEvent.click(screen.getByTestId('history-apply'));
};

describe('history of a settlement account: its card authorizations (spec 2 §6)', () => {
  it('shows the holds on a settlement account, pending and settled, and nothing for another account', async () => {
    const api = await history();
    expect(screen.queryByTestId('settlement-authorizations')).toBeNull();
    filterTo('1');
    const section = await screen.findByTestId('settlement-authorizations');
    await waitFor(() => expect(within(section).getAllByTestId('card-authorization')).toHaveLength(2));
    expect(
      within(section)
        .getAllByTestId('card-authorization-status')
        .map((s) => s.textContent),
    ).toEqual(['Pending', 'Settled']);
    expect(api.calls.find((c) => c.key === 'method:currentAccountAuthorizationList')!.body).toEqual({
      accountId: 1,
      pageNumber: 1,
    });
    filterTo('2');
    await waitFor(() => expect(screen.queryByTestId('settlement-authorizations')).toBeNull());
    expect(
      api.calls.filter((c) => c.key === 'method:currentAccountAuthorizationList').map((c) => c.body.accountId),
    ).toEqual([1]);
  });

  it('translates the statuses', async () => {
    await history('pt');
    filterTo('1');
    const section = await screen.findByTestId('settlement-authorizations');
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('card-authorization-status')
          .map((s) => s.textContent),
      ).toEqual(['Pendente', 'Liquidada']),
    );
    expect(within(section).getByRole('heading').textContent).toBe('Autorizações de cartão nesta conta');
  });
});
