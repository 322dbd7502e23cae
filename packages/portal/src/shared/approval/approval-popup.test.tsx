import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { APPROVAL_MODES, ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, account, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

/**
 * An sms-mode user's transfer (the answer says pending, approveMode 2; customerInfo says mode
 * none: the popup follows the answer). transferApprove refuses 111111 and takes 123456.
 */
async function submitSms(answer: Record<string, unknown>) {
  const approvals: unknown[] = [];
  const { fetch } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ transactionApproveMode: APPROVAL_MODES.none }) }),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00'), account(2, 'USD', '5.00')] }),
    'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    'method:transferBetweenAccountsMaxAmount': () => ok({ amount: '100.00', type: 'betweenAccounts' }),
    'method:transferBetweenAccountsFee': () => ok({ fee: '0.00', feeCurrencyCode: 'USD' }),
    'method:transferBetweenAccounts': () =>
      ok({ transactionId: 't9', link: null, fee: '0.00', field: null, ...answer }),
    'method:approvalResend': () => ok({ approvalSentTo: '+44 *******321' }),
    'method:transferApprove': (body: { approvalCode: string }) => {
      approvals.push(body);
      return body.approvalCode === '123456'
        ? ok({ status: 'completed' })
        : {
            status: 400,
            json: {
              responseCode: 'VF',
              responseDescription: 'Validation failed',
              validationErrors: [{ field: 'code', message: ERROR_MESSAGES.invalidSecurityCode }],
            },
          };
    },
  });
  const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/account' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findAllByText(/USD · 1 ·/, undefined, { timeout: 15000 });
  type('transfer-from', '1');
  type('transfer-to', '2');
  type('transfer-amount', '10');
  fireEvent.click(screen.getByTestId('transfer-submit'));
  const send = await screen.findByTestId('transfer-review-send');
  await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(send);
  return approvals;
}

describe('the approval popup follows the money answer', () => {
  it('sms: asks for the code sent to the masked phone, shows a refusal, resends, and approves', async () => {
    const approvals = await submitSms({
      status: 'pending',
      trxid: 'a9',
      approveMode: 2,
      approvalSentTo: '+44 *******123',
    });
    await screen.findByTestId('approval-code', undefined);
    expect(screen.getByTestId('approval-code-hint').textContent).toBe(
      'Enter the code we sent by SMS to +44 *******123.',
    );
    type('approval-code-input', '111111');
    fireEvent.click(screen.getByTestId('approval-code-submit'));
    expect(await screen.findByText('The code is wrong or expired')).toBeTruthy();
    fireEvent.click(screen.getByTestId('approval-code-resend'));
    expect((await screen.findByTestId('approval-code-note')).textContent).toBe('A new code was sent.');
    expect(screen.getByTestId('approval-code-hint').textContent).toContain('+44 *******321');
    type('approval-code-input', '123456');
    fireEvent.click(screen.getByTestId('approval-code-submit'));
    const popup = await screen.findByTestId('response-popup');
    expect(popup.dataset.kind).toBe('success');
    expect(screen.getByTestId('response-popup-message').textContent).toBe('Successfully submitted');
    expect(approvals).toEqual([
      { trxid: 'a9', approvalCode: '111111' },
      { trxid: 'a9', approvalCode: '123456' },
    ]);
  });

  it('otp: no resend (the authenticator makes the code)', async () => {
    await submitSms({ status: 'pending', trxid: 'a9', approveMode: 3, approvalSentTo: null });
    await screen.findByTestId('approval-code');
    expect(screen.getByTestId('approval-code-hint').textContent).toBe('Enter the code of your authenticator app.');
    expect(screen.queryByTestId('approval-code-resend')).toBeNull();
  });

  it("an initiator's payment: 'Approval transaction created', no code asked", async () => {
    await submitSms({ status: 'pending', trxid: 'a9', approveMode: null, checker: true });
    const popup = await screen.findByTestId('response-popup');
    expect(screen.getByTestId('response-popup-title').textContent).toBe('Approval transaction created');
    expect(popup.dataset.kind).toBe('success');
    expect(screen.queryByTestId('approval-code')).toBeNull();
  });

  it('completed: the plain success popup', async () => {
    await submitSms({ status: 'completed', trxid: null, approveMode: null });
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    expect(screen.queryByTestId('approval-code')).toBeNull();
  });
});
