import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

/** transfer/approved of a company user with `accessRights`; the policy has USD 100.00 and one change. */
async function open(accessRights: number) {
  const sets: unknown[] = [];
  let thresholds = [{ currencyCode: 'USD', amount: '100.00' }];
  const { fetch } = fakeFetch({
    'method:userAccessInfoGet': () =>
      ok({ ...ACCESS_INFO, userAccessInfo: { ...ACCESS_INFO.userAccessInfo, accessRights } }),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00'), account(2, 'EUR', '5.00')] }),
    'method:transactionRequestList': () => ok({ transactionRequestList: [], massTransactionRequestList: [], total: 0 }),
    'method:transactionRequestUserList': () => ok({ users: [] }),
    'method:approvalNotificationsCount': () => ok({ transactionRequestCount: 0, massTransactionRequestCount: 0 }),
    'method:approvalThresholdList': () =>
      ok({
        thresholds,
        changes: [
          {
            at: '2026-11-27T08:00:00.000Z',
            changedBy: 'boss@example.com',
            currencyCode: 'USD',
            before: null,
            after: '100.00',
          },
        ],
      }),
    'method:approvalThresholdSet': (body: { currency: string; amount?: string | null }) => {
      sets.push(body);
      thresholds = body.amount == null ? [] : [...thresholds, { currencyCode: body.currency, amount: body.amount }];
      return ok({});
    },
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/approved' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findByTestId('threshold-USD', undefined, { timeout: 15000 }).catch((e: unknown) => {
    console.log('BODY', document.body.textContent?.slice(0, 800));
    throw e;
  });
  return sets;
}

describe('the approval policy on transfer/approved', () => {
  it('a full-access user sets a threshold per currency and removes one; the changes are listed', async () => {
    const sets = await open(2);
    expect(screen.getByTestId('threshold-changes').textContent).toContain('boss@example.com');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'EUR' }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByTestId('threshold-currency'), { target: { value: 'EUR' } });
    fireEvent.change(screen.getByTestId('threshold-amount'), { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('threshold-save'));
    await screen.findByTestId('threshold-EUR');
    fireEvent.click(screen.getByTestId('threshold-remove-USD'));
    await waitFor(() =>
      expect(JSON.stringify(sets)).toBe(JSON.stringify([{ currency: 'EUR', amount: '250' }, { currency: 'USD' }])),
    );
  });

  it('another user reads the policy and cannot change it', async () => {
    await open(4);
    expect(screen.queryByTestId('threshold-save')).toBeNull();
    expect(screen.queryByTestId('threshold-remove-USD')).toBeNull();
    expect(screen.getByTestId('approval-thresholds').textContent).toContain(
      'Only a user with full access can change the policy.',
    );
  });
});
