import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { APPROVAL_MODES } from '@openportal/contract';
import { ACCESS_INFO, account, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useUploadedBatch } from './mass-p2p-store.ts';

afterEach(cleanup);
beforeEach(() =>
  useUploadedBatch.getState().set({
    responseCode: '00',
    batchId: 'b1',
    date: '2026-11-27',
    count: 2,
    rows: 2,
    total: '5.00',
    fee: '0.00',
    currencyCode: 'USD',
    batchName: 'Two',
    errors: [],
  }),
);

/** The batch's confirm answers `answer` (customerInfo says mode none: the popup follows the answer). */
async function confirmWith(answer: Record<string, unknown>) {
  const approvals: unknown[] = [];
  const { fetch } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ transactionApproveMode: APPROVAL_MODES.none }) }),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00')] }),
    'method:p2pMassConfirm': () => ok({ batchId: 'b1', count: 2, ...answer }),
    'method:transferApprove': (body: unknown) => {
      approvals.push(body);
      return ok({ status: 'completed' });
    },
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/mass/p2p/confirm' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  fireEvent.click(await screen.findByTestId('mass-confirm', undefined, { timeout: 15000 }));
  return approvals;
}

describe('confirming a mass p2p batch', () => {
  it('a batch waiting for a code: the approval popup asks for the ONE code, which approves it', async () => {
    const approvals = await confirmWith({
      status: 'pending',
      trxid: 'a1',
      approveMode: 4,
      approvalSentTo: 'p***@x.com',
    });
    expect((await screen.findByTestId('approval-code-hint')).textContent).toBe(
      'Enter the approval code we sent to p***@x.com.',
    );
    fireEvent.change(screen.getByTestId('approval-code-input'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('approval-code-submit'));
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    expect(approvals).toEqual([{ trxid: 'a1', approvalCode: '654321' }]);
  });

  it('a batch waiting for the device: the device notice', async () => {
    await confirmWith({ status: 'pending', trxid: 'a1', approveMode: 1, approvalSentTo: null });
    await waitFor(() =>
      expect(screen.getByTestId('response-popup-message').textContent).toBe(
        'Confirm this payment on your linked device.',
      ),
    );
    expect(screen.queryByTestId('approval-code')).toBeNull();
  });

  it('completed: the sent popup', async () => {
    await confirmWith({ status: 'completed', trxid: null, approveMode: null });
    await waitFor(() => expect(screen.getByTestId('response-popup').dataset.kind).toBe('success'));
    expect(screen.queryByTestId('approval-code')).toBeNull();
    expect(screen.getByTestId('response-popup-message').textContent).not.toBe('Successfully submitted');
  });
});
