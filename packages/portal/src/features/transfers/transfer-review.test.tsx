import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, customerInfo, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const text = (id: string) => screen.getByTestId(id).textContent;
const SUBMIT = 'method:transferBetweenAccounts';

/** The transfer screen of a user with a USD (1), a USD (2) and a EUR (3) account; max $12,483.00. */
async function openTransfer(handlers: Record<string, THandler> = {}) {
  const { fetch, calls } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
    'method:balanceInquiry': () =>
      ok({ accounts: [account(1, 'USD', '20000.00'), account(2, 'USD', '5.00'), account(3, 'EUR', '1.00')] }),
    'method:transferBetweenAccountsMaxAmount': () => ok({ amount: '12483.00', type: 'betweenAccounts' }),
    'method:transferBetweenAccountsFee': () => ok({ fee: '1.50', feeCurrencyCode: 'USD' }),
    [SUBMIT]: () => ok({ transactionId: 't1', link: null, fee: '1.50', field: null }),
    ...handlers,
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/account' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findAllByText(/USD · 1 ·/);
  const submits = () => calls.filter((c) => c.key === SUBMIT);
  return { submits };
}

/** Fills the form and waits until the screen shows its maximum. */
async function fill(from: string, to: string, amount: string) {
  type('transfer-from', from);
  type('transfer-to', to);
  type('transfer-amount', amount);
  await screen.findByTestId('transfer-max');
}

async function sendWhenReady() {
  const send = screen.getByTestId('transfer-review-send') as HTMLButtonElement;
  await waitFor(() => expect(send.disabled).toBe(false));
  fireEvent.click(send);
}

describe('transfer between own accounts: maximum and review before sending (issue 20 §7)', () => {
  it('refuses an amount above the maximum shown, on its field, with no review and no call', async () => {
    const { submits } = await openTransfer();
    await fill('1', '2', '99,999,999');
    expect(text('transfer-max')).toBe('Maximum: $12,483.00');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const err = await screen.findByTestId('field-error');
    expect([err.dataset.field, err.textContent]).toEqual(['toAmount', 'The maximum is $12,483.00']);
    expect(screen.queryByTestId('transfer-review')).toBeNull();
    expect(submits()).toHaveLength(0);
    // The maximum itself is allowed.
    type('transfer-amount', '12,483.00');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-review');
    expect(screen.queryByTestId('field-error')).toBeNull();
  });

  it('shows from, to, amount, fee, what arrives and "now" in the review', async () => {
    await openTransfer();
    await fill('1', '2', '1,000.50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-review');
    await waitFor(() => expect(text('transfer-review-fee')).toBe('$1.50'));
    expect(text('transfer-review-from')).toBe('USD · 1');
    expect(text('transfer-review-to')).toBe('USD · 2');
    expect(text('transfer-review-amount')).toBe('$1,000.50');
    expect(text('transfer-review-arrives')).toBe('$1,000.50');
    expect(text('transfer-review-when')).toBe('Now');
    expect(screen.queryByTestId('transfer-review-rate')).toBeNull();
  });

  it('shows the rate and the converted amount when the currencies differ', async () => {
    await openTransfer({
      'method:transferBetweenAccountsFee': () =>
        ok({ fee: '0.00', feeCurrencyCode: 'USD', exchangeRate: '0.9212', toAmount: '92.12', toCurrencyCode: 'EUR' }),
    });
    await fill('1', '3', '100');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-review');
    await waitFor(() => expect(text('transfer-review-arrives')).toBe('€92.12'));
    expect(text('transfer-review-to')).toBe('EUR · 3');
    expect(text('transfer-review-amount')).toBe('$100.00');
    expect(text('transfer-review-fee')).toBe('$0.00');
    expect(text('transfer-review-rate')).toBe('1 USD = 0.9212 EUR');
  });

  it('sends only from the review: Continue sends nothing, Back keeps the values, Send submits once', async () => {
    const { submits } = await openTransfer();
    await fill('1', '2', '1,000.50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-review');
    expect(submits()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('transfer-review-back'));
    expect(screen.queryByTestId('transfer-review')).toBeNull();
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('1,000.50');
    expect(submits()).toHaveLength(0);
    type('transfer-amount', '10.50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-review');
    await sendWhenReady();
    await waitFor(() => expect(screen.getByTestId('response-popup').dataset.kind).toBe('success'));
    expect(submits()).toHaveLength(1);
    expect(submits()[0]!.body).toEqual({ toAmount: '10.50', currency: 'USD', fromAccount: 1, toAccount: 2 });
    expect(screen.queryByTestId('transfer-review')).toBeNull();
  });

  it('shows the customer’s limits for the chosen pair of accounts, with what was used', async () => {
    const asked: unknown[] = [];
    await openTransfer({
      'method:customerLimitsGet': (b) => {
        asked.push(b);
        return ok({
          limits: [
            { period: 'transaction', amount: '500.00', used: '0.00', currencyCode: 'USD' },
            { period: 'day', amount: '1000.00', used: '120.50', currencyCode: 'USD' },
          ],
        });
      },
    });
    await fill('1', '2', '10');
    await screen.findByTestId('transfer-limits');
    expect(asked.at(-1)).toEqual({ type: 'betweenAccounts', fromAccountId: 1, toAccountId: 2 });
    expect(text('transfer-limit-transaction')).toBe('Limit per transfer: $500.00 ($0.00 used)');
    expect(text('transfer-limit-day')).toBe('Daily limit: $1,000.00 ($120.50 used)');
    expect(screen.queryByTestId('transfer-limit-month')).toBeNull();
  });
});
