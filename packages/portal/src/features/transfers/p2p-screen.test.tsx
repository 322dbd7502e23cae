import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, customerInfo, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const text = (id: string) => screen.getByTestId(id).textContent;
const SUBMIT = 'method:transferP2p';
const PAYEE = { exist: true, exists: true, isEmployee: false, outBlacklist: false, name: 'Jane D.' };

async function openP2p(handlers: Record<string, THandler> = {}) {
  const { fetch, calls } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '200.00'), account(3, 'EUR', '1.00')] }),
    'method:p2pBeneficiaryList': () =>
      ok({ beneficiaries: [{ email: 'jane@paywave.example', name: 'Jane D.', lastUsedAt: '2026-11-01T10:00:00Z' }] }),
    'method:checkPayee': () => ok(PAYEE),
    'method:transferP2pFee': () => ok({ fee: '0.70', feeCurrencyCode: 'USD' }),
    [SUBMIT]: () => ok({ transactionId: 't1', fee: '0.70', link: null }),
    ...handlers,
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/p2p' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findAllByText(/USD · 1 ·/);
  return { submits: () => calls.filter((c) => c.key === SUBMIT), calls };
}

describe('transfer/p2p: payee checked and shown before sending (issue 20)', () => {
  it('offers saved recipients, shows the checked name and fee, and pays only from the review', async () => {
    const { submits } = await openP2p();
    await waitFor(() =>
      expect(screen.getByTestId('p2p-recipients').querySelector('option')?.getAttribute('value')).toBe(
        'jane@paywave.example',
      ),
    );
    type('p2p-from', '1');
    type('p2p-email', 'jane@paywave.example');
    type('p2p-amount', '20');
    type('p2p-note', 'Dinner');
    await waitFor(() => expect(text('p2p-payee-name')).toBe('Recipient: Jane D.'));
    await waitFor(() => expect(text('p2p-fee')).toBe('Fee: $0.70'));
    fireEvent.click(screen.getByTestId('p2p-submit'));
    await screen.findByTestId('p2p-review');
    expect(text('p2p-review-to')).toBe('Jane D.: jane@paywave.example');
    expect(text('p2p-review-amount')).toBe('$20.00');
    expect(text('p2p-review-fee')).toBe('$0.70');
    expect(text('p2p-review-note')).toBe('Dinner');
    expect(submits()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('p2p-review-send'));
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0]!.body).toMatchObject({
      accountId: 1,
      amount: '20',
      currency: 'USD',
      toEmail: 'jane@paywave.example',
      note: 'Dinner',
    });
  });

  it('a p2p payment answered pending (mailed code) opens the approval popup from the answer', async () => {
    await openP2p({
      [SUBMIT]: () =>
        ok({
          transactionId: 't1',
          fee: '0.70',
          link: null,
          status: 'pending',
          trxid: 'a1',
          approveMode: 4,
          approvalSentTo: 'j***@x.com',
        }),
    });
    type('p2p-from', '1');
    type('p2p-email', 'jane@paywave.example');
    type('p2p-amount', '20');
    await waitFor(() => expect(text('p2p-fee')).toBe('Fee: $0.70'));
    fireEvent.click(screen.getByTestId('p2p-submit'));
    const send = await screen.findByTestId('p2p-review-send');
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    expect((await screen.findByTestId('approval-code-hint')).textContent).toBe(
      'Enter the approval code we sent to j***@x.com.',
    );
  });

  it('says an unknown e-mail has no customer before anything is sent', async () => {
    await openP2p({
      'method:checkPayee': () => ok({ ...PAYEE, exist: false, exists: false, name: null }),
    });
    type('p2p-email', 'ghost@paywave.example');
    await screen.findByTestId('p2p-payee-unknown');
  });
});
