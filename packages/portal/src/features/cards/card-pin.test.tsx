import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARD_STATUSES } from '@openportal/contract';
import { ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { cardAccount, cardsApi, codeSent, future } from '../../test/cards-kit.ts';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

/** The shared code popup: the code, then its confirm button. */
async function enterCode(code: string) {
  const dialog = await screen.findByTestId('card-code-dialog');
  fireEvent.change(within(dialog).getByTestId('card-code-input'), { target: { value: code } });
  fireEvent.click(within(dialog).getByTestId('card-code-submit'));
}

async function render(status: number = CARD_STATUSES.active, virtual = false) {
  const api = cardsApi(() => [cardAccount(7, { virtual, status })], {
    'method:cardPinShow': (b) => (b.otp ? ok({ pin: '4821' }) : codeSent()),
    'method:cardPinGet': (b) => (b.otp ? ok({ pin: '7356' }) : codeSent()),
    'method:cardPinChange': (b) => (b.otp ? ok() : codeSent()),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/card/7/pin' });
  await services.session.signIn(future());
  await screen.findByTestId('card-pin');
  return api;
}

describe('card/{accountId}/pin', () => {
  it('gets a physical card’s PIN after the one-time code (cardPinGet)', async () => {
    const api = await render();
    const show = screen.getByTestId('card-pin-show');
    fireEvent.click(within(show).getByTestId('card-pin-show-open'));
    await enterCode('111111');
    expect((await within(show).findByTestId('card-pin-value')).textContent).toBe('7356');
    expect(api.calls.filter((c) => c.key.startsWith('method:cardPin')).map((c) => [c.key, c.body])).toEqual([
      ['method:cardPinGet', { accountId: 7 }],
      ['method:cardPinGet', { accountId: 7, otp: '111111' }],
    ]);
  });

  it('shows a virtual card’s PIN after the one-time code (cardPinShow)', async () => {
    const api = await render(CARD_STATUSES.active, true);
    fireEvent.click(screen.getByTestId('card-pin-show-open'));
    await enterCode('333333');
    expect((await screen.findByTestId('card-pin-value')).textContent).toBe('4821');
    expect(api.calls.some((c) => c.key === 'method:cardPinGet')).toBe(false);
  });

  it('changes the PIN: 4 digits twice, then the code', async () => {
    const api = await render();
    const change = screen.getByTestId('card-pin-change');
    type('card-pin-new', '1234');
    type('card-pin-repeat', '1243');
    fireEvent.click(within(change).getByTestId('card-pin-submit'));
    expect((await within(change).findByTestId('field-error')).textContent).toBe('The PINs do not match');
    expect(api.calls.some((c) => c.key === 'method:cardPinChange')).toBe(false);
    type('card-pin-repeat', '1234');
    fireEvent.click(within(change).getByTestId('card-pin-submit'));
    await enterCode('222222');
    await waitFor(() => expect(screen.queryByTestId('card-code-dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('The PIN is changed.'));
    expect(api.calls.filter((c) => c.key === 'method:cardPinChange').map((c) => c.body)).toEqual([
      { accountId: 7, pin: '1234', pinRepeat: '1234' },
      { accountId: 7, pin: '1234', pinRepeat: '1234', otp: '222222' },
    ]);
  });

  it('offers nothing where the rules allow no PIN action (a card not yet active)', async () => {
    await render(CARD_STATUSES.printing);
    expect(screen.getByTestId('card-pin-not-allowed')).toBeTruthy();
    expect(screen.queryByTestId('card-pin-show')).toBeNull();
  });
});
