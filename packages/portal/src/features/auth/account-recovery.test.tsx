import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { fakeFetch, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const task = (status: string, valid: boolean) => ({
  taskId: 't1',
  emailId: null,
  email: 'new@mailbox.test',
  verificationStatus: status,
  rejectReason: null,
  isRetryable: false,
  emailCodeIsValid: valid,
});

describe('account recovery screens', () => {
  it('e-mail, code, new password, success; a wrong code shows the message', async () => {
    const { fetch, calls } = fakeFetch({
      'method:accountRecoveryCreate': () => ok({ task: task('pending', false) }),
      'method:accountRecoveryStatusGet': () => ok({ task: task('pending', false) }),
      'method:accountRecoveryEmailCodeCheck': (b) =>
        b.code === '123456'
          ? ok({ task: task('approved', true) })
          : {
              status: 400,
              json: {
                responseCode: 'VF',
                responseDescription: ERROR_MESSAGES.validationFailed,
                validationErrors: [{ field: 'code', message: ERROR_MESSAGES.invalidSecurityCode }],
              },
            },
      'method:accountRecoveryPasswordSet': () => ok({}),
    });
    renderApp({ manifest: brand(), fetch, path: '/account-recovery', signedOut: true });
    await screen.findByTestId('recovery-email');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    expect((await screen.findByTestId('recovery-error')).textContent).toBe('Fill in every field.');
    type('recovery-email', 'me@example.com');
    type('recovery-recoveryEmail', 'new@mailbox.test');
    type('recovery-firstName', 'Me');
    type('recovery-lastName', 'Here');
    type('recovery-dob', '1990-04-01');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    await screen.findByTestId('recovery-code');
    expect(where.path).toBe('/account-recovery/status');
    type('recovery-code', '000000');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    await screen.findByTestId('recovery-error');
    type('recovery-code', '123456');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    await screen.findByTestId('recovery-password');
    type('recovery-password', 'New-pass-2026');
    type('recovery-repeat', 'New-pass-2026');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    await screen.findByTestId('recovery-success');
    await waitFor(() => expect(where.path).toBe('/account-recovery/success'));
    expect(calls.find((c) => c.key === 'method:accountRecoveryPasswordSet')!.body).toMatchObject({
      taskId: 't1',
      code: '123456',
      password: 'New-pass-2026',
    });
  });

  it('a request to another mailbox: the code form for the account, and the review notice; a rejection shows its reason', async () => {
    let status = 'inReview';
    const { fetch } = fakeFetch({
      'method:accountRecoveryCreate': () => ok({ task: task('inReview', false) }),
      'method:accountRecoveryStatusGet': () =>
        ok({ task: { ...task(status, false), rejectReason: status === 'rejected' ? 'Not confirmed' : null } }),
    });
    const ask = async () => {
      renderApp({ manifest: brand(), fetch, path: '/account-recovery', signedOut: true });
      await screen.findByTestId('recovery-email');
      type('recovery-email', 'me@example.com');
      type('recovery-recoveryEmail', 'new@mailbox.test');
      type('recovery-firstName', 'Me');
      type('recovery-lastName', 'Here');
      type('recovery-dob', '1990-04-01');
      fireEvent.click(screen.getByTestId('recovery-submit'));
      return screen.findByTestId('recovery-status');
    };
    expect((await ask()).textContent).toContain('new@mailbox.test');
    expect(screen.getByTestId('recovery-code')).toBeTruthy();
    expect(screen.getByText(/sent a 6-digit code to that account's e-mail and phone/)).toBeTruthy();
    cleanup();
    status = 'rejected';
    expect((await ask()).textContent).toBe('Your request was refused: Not confirmed');
    expect(screen.queryByTestId('recovery-code')).toBeNull();
  });
});
