import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const SUBMIT = 'method:transferBetweenAccounts';

async function openTransfer() {
  const { fetch, calls } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '200.00'), account(2, 'USD', '5.00')] }),
    'method:transferBetweenAccountsMaxAmount': () => ok({ amount: '200.00', type: 'betweenAccounts' }),
    'method:transferBetweenAccountsFee': () => ok({ fee: '0.00', feeCurrencyCode: 'USD' }),
    [SUBMIT]: () => ok({ transactionId: 't1', link: null, fee: '0.00', field: null }),
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/account' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findAllByText(/USD · 1 ·/);
  type('transfer-from', '1');
  type('transfer-to', '2');
  type('transfer-amount', '10.00');
  await screen.findByTestId('transfer-max');
  return () => calls.filter((c) => c.key === SUBMIT).map((c) => c.body as Record<string, unknown>);
}

async function reviewAndSend() {
  fireEvent.click(screen.getByTestId('transfer-submit'));
  const send = (await screen.findByTestId('transfer-review-send')) as HTMLButtonElement;
  await waitFor(() => expect(send.disabled).toBe(false));
  fireEvent.click(send);
}

describe('transfer between own accounts: the optional repeat (spec 2 §2)', () => {
  it('sends the subscription fields the customer chose, and shows the repeat in the review', async () => {
    const submits = await openTransfer();
    fireEvent.click(screen.getByTestId('transfer-repeat'));
    type('transfer-repeat-frequency', 'monthly');
    type('transfer-repeat-count', '3');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-review-repeat')).textContent).toBe('Monthly');
    const send = screen.getByTestId('transfer-review-send') as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0]).toMatchObject({ subscriptionFrequency: 'monthly', subscriptionTransactions: 3 });
    expect(submits()[0]).not.toHaveProperty('subscriptionEndDate');
  });

  it('sends none of them when the repeat is turned off again', async () => {
    const submits = await openTransfer();
    fireEvent.click(screen.getByTestId('transfer-repeat'));
    type('transfer-repeat-frequency', 'weekly');
    fireEvent.click(screen.getByTestId('transfer-repeat'));
    await reviewAndSend();
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(Object.keys(submits()[0]!).filter((k) => k.startsWith('subscription'))).toEqual([]);
    expect(screen.queryByTestId('transfer-review-repeat')).toBeNull();
  });
});
