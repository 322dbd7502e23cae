import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { APPROVAL_MODES, ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, account, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

/** A push-mode user (spec 2 §3 approval mode 1) submits a transfer; it is held as t9. */
async function submitHeld(status: { now: 'pending' | 'completed' | 'rejected' } = { now: 'pending' }) {
  const { fetch } = fakeFetch({
    'method:historyGet': () =>
      ok({
        history: [
          {
            transactionId: 't9',
            date: '2026-11-20T10:00:00.000Z',
            transactionType: 'betweenAccounts',
            status: status.now,
            description: 'Transfer between own accounts',
            accountId: 1,
            currencyCode: 'USD',
            amount: '-10.00',
            direction: 'out',
            counterpartyAccountId: 2,
          },
        ],
        total: 1,
        pageSize: 20,
      }),
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ transactionApproveMode: APPROVAL_MODES.none }) }),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00'), account(2, 'USD', '5.00')] }),
    'method:transferBetweenAccountsMaxAmount': () => ok({ amount: '100.00', type: 'betweenAccounts' }),
    'method:transferBetweenAccountsFee': () => ok({ fee: '0.00', feeCurrencyCode: 'USD' }),
    'method:transferBetweenAccounts': () =>
      ok({ transactionId: 't9', link: null, fee: '0.00', field: null, status: 'pending', trxid: 'a9', approveMode: 1 }),
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/account' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findAllByText(/USD · 1 ·/);
  type('transfer-from', '1');
  type('transfer-to', '2');
  type('transfer-amount', '10');
  fireEvent.click(screen.getByTestId('transfer-submit'));
  const send = await screen.findByTestId('transfer-review-send');
  await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(send);
  await screen.findByTestId('payment-confirm');
  return services;
}

describe('push confirm approval (payment held for the linked device)', () => {
  it('waits for the TransactionStatus of its transaction, then shows the success popup', async () => {
    const services = await submitHeld();
    expect(screen.getByTestId('payment-confirm-waiting').textContent).toBe(
      'Confirm this payment on your linked device.',
    );
    act(() => services.realtime.emit({ type: 'TransactionStatus', transactionId: 'other', result: 'rejected' }));
    expect(screen.queryByTestId('response-popup')).toBeNull();
    act(() => services.realtime.emit({ type: 'TransactionStatus', transactionId: 't9', result: 'success' }));
    const popup = await screen.findByTestId('response-popup');
    expect(popup.dataset.kind).toBe('success');
    expect(screen.getByTestId('response-popup-title').textContent).toBe('Payment Confirmation');
    expect(screen.getByTestId('response-popup-message').textContent).toBe('Successfully submitted');
    expect(screen.queryByTestId('payment-confirm')).toBeNull();
  });

  it('shows a rejection with the reason, translated when it is a catalogue message', async () => {
    const services = await submitHeld();
    act(() =>
      services.realtime.emit({
        type: 'TransactionStatus',
        transactionId: 't9',
        result: 'rejected',
        message: ERROR_MESSAGES.paymentApprovalExpired,
      }),
    );
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('error');
    expect(screen.getByTestId('response-popup-message').textContent).toBe(
      'Failed transaction. The payment was not approved in time',
    );
  });

  it('settles from history when the event was missed (the socket came back and history was refetched)', async () => {
    const status = { now: 'pending' as 'pending' | 'completed' };
    const services = await submitHeld(status);
    status.now = 'completed';
    act(() => services.invalidate(['historyGet']));
    const settled = await screen.findByTestId('response-popup');
    expect([settled.dataset.kind, screen.getByTestId('response-popup-message').textContent]).toEqual([
      'success',
      'Successfully submitted',
    ]);
    // The event coming after all changes nothing.
    act(() => services.realtime.emit({ type: 'TransactionStatus', transactionId: 't9', result: 'rejected' }));
    expect(screen.getByTestId('response-popup').dataset.kind).toBe('success');
  });
});
