import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { APPROVAL_MODES, type TInvoice } from '@openportal/contract';
import { ACCESS_INFO, account, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const invoice: TInvoice = {
  id: 7,
  payeeName: 'Acme Ltd',
  payerName: 'Pat Doe',
  payeeEmail: 'acme@example.com',
  payerEmail: 'pat@example.com',
  payeeAccountId: 9,
  payerAccountId: null,
  amount: '25.00',
  total: '25.00',
  feePayment: '0.00',
  currencyCode: 'USD',
  status: 'unpaid',
  statusId: 1,
  dueDate: null,
  sentDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-20T10:00:00.000Z',
  noteBody: 'November',
  isFunding: false,
  isSystem: false,
  urlPdf: null,
};

/**
 * The invoice's payment answers pending (the user's mode says none: the popup follows the
 * ANSWER, never a second read), and the pay popup becomes the approval popup.
 */
async function payWith(answer: Record<string, unknown>) {
  const approvals: unknown[] = [];
  const { fetch } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ transactionApproveMode: APPROVAL_MODES.none }) }),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00')] }),
    'method:invoiceReceivedList': () => ok({ invoices: [invoice], total: 1 }),
    'method:invoicePay': () => ok({ transactionId: 't7', fee: '0.00', ...answer }),
    'method:transferApprove': (body: unknown) => {
      approvals.push(body);
      return ok({ status: 'completed' });
    },
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/invoices' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(1), { timeout: 5000 });
  fireEvent.click(screen.getByTestId('invoice-pay'));
  await screen.findByTestId('invoice-pay-account');
  fireEvent.click(screen.getByTestId('invoice-pay-send'));
  return approvals;
}

describe('paying an invoice that waits for its approval', () => {
  it('sms: the approval popup asks for the code sent to the masked phone, and the code approves it', async () => {
    const approvals = await payWith({
      status: 'pending',
      trxid: 'a7',
      approveMode: 2,
      approvalSentTo: '+44 *******123',
    });
    await screen.findByTestId('approval-code', undefined, { timeout: 5000 });
    expect(screen.queryByTestId('invoice-pay-send')).toBeNull();
    expect(screen.getByTestId('approval-code-hint').textContent).toBe(
      'Enter the code we sent by SMS to +44 *******123.',
    );
    fireEvent.change(screen.getByTestId('approval-code-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('approval-code-submit'));
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    expect(screen.getByTestId('response-popup-message').textContent).toBe('Successfully submitted');
    expect(approvals).toEqual([{ trxid: 'a7', approvalCode: '123456' }]);
  });

  it("an initiator's payment: 'Approval transaction created', no code asked", async () => {
    await payWith({ status: 'pending', trxid: 'a7', approveMode: null, checker: true });
    await waitFor(() =>
      expect(screen.getByTestId('response-popup-title').textContent).toBe('Approval transaction created'),
    );
    expect(screen.queryByTestId('approval-code')).toBeNull();
    expect(screen.queryByTestId('invoice-pay-send')).toBeNull();
  });

  it('push: waits for the linked device', async () => {
    await payWith({ status: 'pending', trxid: 'a7', approveMode: 1, approvalSentTo: null });
    expect((await screen.findByTestId('payment-confirm-waiting')).textContent).toBe(
      'Confirm this payment on your linked device.',
    );
  });
});
