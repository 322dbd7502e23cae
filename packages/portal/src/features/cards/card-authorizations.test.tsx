import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { cardAccount, cardsApi, future } from '../../test/cards-kit.ts';

afterEach(cleanup);

const auth = (id: string, status: string, amount = '12.50') => ({
  id,
  date: '2026-11-20T10:15:00Z',
  merchant: `Shop ${id}`,
  amount,
  currencyCode: 'USD',
  status,
});

async function open(list: (body: { pageNumber: number }) => unknown, lang?: 'es') {
  const api = cardsApi(() => [cardAccount(7)], {
    'method:debitCardAuthorizationList': (b) => ok(list(b) as Record<string, unknown>),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/cards/7', lang });
  await services.session.signIn(future());
  await screen.findByTestId('card-detail');
  return api;
}

describe('card detail: the card’s authorizations (spec 2 §7 debit-card authorization list)', () => {
  it('lists pending and settled authorizations of this card, translated', async () => {
    const api = await open(() => ({
      authorizations: [auth('a2', 'pending'), auth('a1', 'settled', '3.00')],
      total: 2,
    }));
    const rows = await screen.findAllByTestId('card-authorization');
    expect(rows.map((r) => r.dataset.status)).toEqual(['pending', 'settled']);
    expect(within(rows[0]!).getByTestId('card-authorization-merchant').textContent).toBe('Shop a2');
    expect(within(rows[0]!).getByTestId('card-authorization-amount').textContent).toBe('$12.50');
    expect(within(rows[0]!).getByTestId('card-authorization-status').textContent).toBe('Pending');
    expect(within(rows[1]!).getByTestId('card-authorization-status').textContent).toBe('Settled');
    expect(api.calls.find((c) => c.key === 'method:debitCardAuthorizationList')!.body).toEqual({
      accountId: 7,
      pageNumber: 1,
    });
  });

  it('says when there is none, in the user’s language', async () => {
    await open(() => ({ authorizations: [], total: 0 }), 'es');
    expect((await screen.findByTestId('card-authorizations-empty')).textContent).toBe(
      'Aún no hay pagos con la tarjeta.',
    );
  });

  it('pages by 10', async () => {
    const api = await open((b) => ({
      authorizations: [auth(`p${b.pageNumber}`, b.pageNumber === 1 ? 'pending' : 'reversed')],
      total: 11,
    }));
    await screen.findByText('Shop p1');
    fireEvent.click(screen.getByTestId('card-authorizations-next'));
    await screen.findByText('Shop p2');
    expect(screen.getByTestId('card-authorization-status').textContent).toBe('Reversed');
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.key === 'method:debitCardAuthorizationList').map((c) => c.body.pageNumber),
      ).toEqual([1, 2]),
    );
  });
});
