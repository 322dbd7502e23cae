import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { CARD_STATUSES } from '@openportal/contract';
import { account } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';
import { cardAccount, cardsApi, future } from '../../test/cards-kit.ts';

afterEach(cleanup);

async function open(path: string, accounts: unknown[], brandId = 'paywave') {
  const { fetch } = cardsApi(() => accounts);
  const { services } = renderApp({ manifest: brand(brandId), fetch, path });
  await services.session.signIn(future());
}

describe('cards routing (spec 1 §2)', () => {
  it('`cards` with one virtual card goes through the virtual list to that card', async () => {
    await open('/cards', [account(1, 'USD', '10.00'), cardAccount(7)]);
    await screen.findByTestId('card-detail');
    await waitFor(() => expect(where.path).toBe('/cards/7'));
  });
  it('`cards` with cards of both kinds shows the physical list; the tab leads to the virtual one', async () => {
    await open('/cards', [cardAccount(7), cardAccount(8, { virtual: false, status: CARD_STATUSES.printing })]);
    await screen.findByTestId('cards-physical');
    await waitFor(() => expect(where.path).toBe('/cards/physical'));
    expect(screen.getAllByTestId('card-row').map((r) => r.dataset.accountId)).toEqual(['8']);
    screen.getByTestId('cards-tab-virtual').click();
    await screen.findByTestId('cards-virtual');
    expect(screen.getAllByTestId('card-row').map((r) => r.dataset.accountId)).toEqual(['7']);
  });
  it('`cards` with no card shows the empty virtual list and the way to apply', async () => {
    await open('/cards', [account(1, 'USD', '10.00'), cardAccount(9, { subType: 'DEBIT' })]);
    expect((await screen.findByTestId('cards-empty')).textContent).toBe('You have no virtual card yet.');
    await waitFor(() => expect(where.path).toBe('/cards/virtual'));
    expect(screen.getByTestId('cards-apply').getAttribute('href')).toBe('/add-card');
  });
  it('a card not the customer’s goes to the list with several cards', async () => {
    await open('/cards/99', [cardAccount(7), cardAccount(8)]);
    await screen.findByTestId('cards-virtual');
    await waitFor(() => expect(where.path).toBe('/cards/virtual'));
  });
  it('a card not the customer’s (or not a prepaid card) goes home with one card or none', async () => {
    await open('/cards/1', [account(1, 'USD', '10.00'), cardAccount(7)]);
    await waitFor(() => expect(where.path).toBe('/'));
    cleanup();
    await open('/card/1/pin', [account(1, 'USD', '10.00')]);
    await waitFor(() => expect(where.path).toBe('/'));
  });
  it.each(['paywave', 'coinpurse', 'fundstr', 'gintaras', 'harbourbank', 'payvista', 'baltpay'])(
    'shows the cards in the navigation and the detail in %s',
    async (id) => {
      await open('/cards/7', [cardAccount(7, { name: 'Travel' })], id);
      expect((await screen.findByTestId('card-name')).textContent).toBe('Travel');
      expect(screen.getByTestId('nav-cards').getAttribute('href')).toBe('/cards');
    },
  );
});
