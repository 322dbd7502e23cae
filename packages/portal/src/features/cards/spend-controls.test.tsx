import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { cardAccount, cardsApi, future, NO_CONTROLS } from '../../test/cards-kit.ts';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

async function open() {
  const api = cardsApi(() => [cardAccount(7)], {
    'method:cardSpendControlsGet': () =>
      ok({ currency: 'USD', controls: { ...NO_CONTROLS, perTransaction: '50.00', blockedCountries: ['RU'] } }),
    'method:cardSpendControlsSet': () => ok(),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/cards/7' });
  await services.session.signIn(future());
  await within(await screen.findByTestId('card-controls')).findByTestId('card-controls-save');
  return api;
}
const saved = (api: Awaited<ReturnType<typeof open>>) =>
  api.calls.filter((c) => c.key === 'method:cardSpendControlsSet').map((c) => c.body);

describe('card detail: spend controls (cardSpendControlsGet / cardSpendControlsSet)', () => {
  it('shows the card’s controls and saves the edited ones whole', async () => {
    const api = await open();
    expect(input('card-controls-perTransaction').value).toBe('50.00');
    expect(input('card-controls-perDay').value).toBe('');
    expect(input('card-controls-blockedCountries').value).toBe('RU');
    expect(input('card-controls-atm').checked).toBe(true);
    type('card-controls-perDay', '120');
    type('card-controls-perTransaction', '');
    type('card-controls-blockedCountries', 'ru, ng');
    fireEvent.click(screen.getByTestId('card-controls-atm'));
    fireEvent.click(screen.getByTestId('card-controls-save'));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]).toEqual({
      ...{ accountId: 7, currency: 'USD', perDay: '120' },
      ...{ blockedCountries: ['RU', 'NG'], online: true, contactless: true, atm: false },
    });
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The spend controls are saved.'));
  });

  it('refuses a limit the card’s currency cannot hold and a bad country code before sending', async () => {
    const api = await open();
    type('card-controls-perMonth', '10.001');
    type('card-controls-blockedCountries', 'RUS');
    fireEvent.click(screen.getByTestId('card-controls-save'));
    const errors = await screen.findAllByTestId('field-error');
    expect(errors.map((e) => e.dataset['field'])).toEqual(['perMonth', 'blockedCountries']);
    expect(saved(api)).toEqual([]);
  });
});
