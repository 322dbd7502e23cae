import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const REQUEST = {
  id: 'r1',
  transactionType: 'betweenAccounts',
  groupedTransactionType: 'betweenAccounts',
  amount: '50.00',
  currencyCode: 'USD',
  createdBy: 'maker@example.com',
  createdAt: '2026-11-27T08:00:00.000Z',
  beneficiary: 'account 1002',
  status: 'pending',
};

/** A checker on transfer/approved: one request of the maker; approving answers the checker's mode. */
async function open(approveAnswer: Record<string, unknown>) {
  const sent: Record<string, unknown[]> = { approve: [], confirm: [] };
  const { fetch } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
    'method:transactionRequestList': () =>
      ok({ transactionRequestList: [REQUEST], massTransactionRequestList: [], total: 1 }),
    'method:transactionRequestUserList': () =>
      ok({ users: [{ id: 'u3', name: 'M Aker', email: 'maker@example.com' }] }),
    'method:approvalNotificationsCount': () => ok({ transactionRequestCount: 1, massTransactionRequestCount: 0 }),
    'method:transactionRequestApprove': (body: unknown) => {
      sent.approve!.push(body);
      return ok(approveAnswer);
    },
    'method:businessTransactionRequestConfirm': (body: unknown) => {
      sent.confirm!.push(body);
      return ok({});
    },
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/approved' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  const row = await screen.findByTestId('request-r1', undefined, { timeout: 15000 });
  expect(within(row).getByText('maker@example.com')).toBeTruthy();
  return { sent, row };
}

describe('transfer/approved (the checker)', () => {
  it("approves in the checker's sms mode: the code popup confirms the operation", async () => {
    const { sent, row } = await open({ operationId: 'op1', approveMode: 2 });
    fireEvent.click(within(row).getByTestId('approve-r1'));
    await screen.findByTestId('approval-code');
    fireEvent.change(screen.getByTestId('approval-code-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('approval-code-submit'));
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    expect(sent.approve).toEqual([{ transactionIds: ['r1'], declined: false }]);
    expect(sent.confirm).toEqual([{ approvalTransactionId: 'op1', code: '123456' }]);
  });

  it('declines at once', async () => {
    const { sent, row } = await open({ operationId: null, approveMode: 0 });
    fireEvent.click(within(row).getByTestId('decline-r1'));
    await screen.findByTestId('response-popup');
    expect(screen.getByTestId('response-popup-message').textContent).toBe('The payment was declined.');
    expect(sent.approve).toEqual([{ transactionIds: ['r1'], declined: true }]);
    expect(screen.queryByTestId('approval-code')).toBeNull();
  });
});
