import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

afterEach(cleanup);

async function open(path: string, handlers: Record<string, THandler>) {
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:accessIpList': () => ok({ ips: { ip: [] }, accessIpMode: 0 }),
    ...handlers,
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return api;
}

describe('settings hub', () => {
  it('turns on SMS two-step with the code popup; a wrong code shows the message in the popup', async () => {
    let mode = 'no';
    const { calls } = await open('/setting', {
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ login2faMode: mode }) }),
      '/customer/two-step-verification': () => ok({ reqId: 'r1' }),
      '/customer/two-step-verification/r1/confirm': (b) => {
        if (b.code !== '123456')
          return {
            status: 400,
            json: {
              responseCode: 'VF',
              responseDescription: ERROR_MESSAGES.validationFailed,
              validationErrors: [{ field: 'code', message: ERROR_MESSAGES.invalidSecurityCode }],
            },
          };
        mode = 'sms';
        return ok();
      },
    });
    expect((await screen.findByTestId('two-step-current-login')).dataset.mode).toBe('no');
    fireEvent.click(screen.getByTestId('two-step-change-login'));
    fireEvent.click(await screen.findByTestId('two-step-mode-sms'));
    fireEvent.click(screen.getByTestId('two-step-save'));
    const input = await screen.findByTestId('code-input');
    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('code-submit'));
    expect((await screen.findByTestId('field-error')).textContent).toBe(ERROR_MESSAGES.invalidSecurityCode);
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('code-submit'));
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    await waitFor(() => expect(screen.getByTestId('two-step-current-login').dataset.mode).toBe('sms'));
    expect(calls.find((c) => c.key === '/customer/two-step-verification')?.body).toEqual({
      mode: 'sms',
      typeMode: 'login',
    });
  });

  it("under the brand's strict push sign-in, push is the only mode offered for sign-in", async () => {
    await open('/setting', {
      'method:userAccessInfoGet': () =>
        ok({ ...ACCESS_INFO, userAccessInfo: { ...ACCESS_INFO.userAccessInfo, isStrictMode: true } }),
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ login2faMode: 'push' }) }),
    });
    await waitFor(() => expect(screen.getByTestId('two-step-current-login').dataset.mode).toBe('push'));
    fireEvent.click(screen.getByTestId('two-step-change-login'));
    expect(await screen.findByTestId('two-step-strict')).toBeTruthy();
    expect((screen.getByTestId('two-step-mode-no') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('two-step-mode-push') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByText('Cancel'));
    // The transaction scope is not the brand's sign-in rule: every mode stays open.
    fireEvent.click(screen.getByTestId('two-step-change-transaction'));
    await screen.findByTestId('two-step-dialog');
    expect(screen.queryByTestId('two-step-strict')).toBeNull();
    expect((screen.getByTestId('two-step-mode-no') as HTMLInputElement).disabled).toBe(false);
  });

  it('changes the password through the approval popup; cancelling it says so', async () => {
    const { calls } = await open('/setting', {
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
      'method:passwordChange': () => ok({ requestKey: 'k1' }),
      'method:passwordChangeConfirm': () => ok(),
    });
    const fill = (id: string, v: string) => fireEvent.change(screen.getByTestId(id), { target: { value: v } });
    await screen.findByTestId('password-password');
    fill('password-password', 'Old-pass-1');
    fill('password-passwordNew', 'short');
    fill('password-passwordNewRepeat', 'short');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('At least 8 characters')).toBeTruthy();
    expect(calls.some((c) => c.key === 'method:passwordChange')).toBe(false);
    fill('password-passwordNew', 'New-pass-12');
    fill('password-passwordNewRepeat', 'New-pass-12');
    fireEvent.click(screen.getByTestId('password-submit'));
    await screen.findByTestId('password-approval');
    fireEvent.click(screen.getByTestId('code-cancel'));
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe('Confirmation canceled');
    fireEvent.click(screen.getByTestId('response-popup-close'));
    fireEvent.click(screen.getByTestId('password-submit'));
    fireEvent.change(await screen.findByTestId('code-input'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('code-submit'));
    expect((await screen.findByTestId('response-popup-message')).textContent).toContain(
      'Your password has been successfully updated.',
    );
    expect(calls.filter((c) => c.key === 'method:passwordChangeConfirm').map((c) => c.body)).toEqual([
      { code: '654321', requestKey: 'k1' },
    ]);
  });

  it('shows a wrong current password once: under the field, not in a popup as well', async () => {
    await open('/setting', {
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
      'method:passwordChange': () => ({
        json: {
          responseCode: 'VF',
          responseDescription: 'Validation failed',
          validationErrors: [{ field: 'password', message: 'Current password is wrong' }],
        },
      }),
    });
    const fill = (id: string, v: string) => fireEvent.change(screen.getByTestId(id), { target: { value: v } });
    await screen.findByTestId('password-password');
    usePopup.getState().close();
    fill('password-password', 'Not-my-pass-1');
    fill('password-passwordNew', 'New-pass-12');
    fill('password-passwordNewRepeat', 'New-pass-12');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('Current password is wrong');
    // the popup store, not the (lazy) dialog: nothing was asked to show
    expect(usePopup.getState().popup).toBeNull();
    expect(screen.getAllByText('Current password is wrong')).toHaveLength(1);
  });

  it('adds an allowed IP through its popup and shows it', async () => {
    let ips: unknown[] = [];
    await open('/setting', {
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
      'method:accessIpList': () => ok({ ips: { ip: ips }, accessIpMode: 0 }),
      'method:accessIpAdd': (b) => {
        ips = [{ id: 1, ip: b.ip, toIp: null, created: '2026-01-01T00:00:00Z' }];
        return ok({ id: 1 });
      },
    });
    fireEvent.click(await screen.findByTestId('ip-add'));
    fireEvent.change(await screen.findByTestId('ip-add-ip'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('ip-add-save'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('Enter an IP address such as 203.0.113.7');
    fireEvent.change(screen.getByTestId('ip-add-ip'), { target: { value: '203.0.113.7' } });
    fireEvent.click(screen.getByTestId('ip-add-save'));
    expect((await screen.findByTestId('ip-row')).dataset.ip).toBe('203.0.113.7');
  });
});

describe('sub-pages', () => {
  it('blocks an e-mail with the spec message, and lists login history', async () => {
    await open('/payout-blacklist', {
      'method:blacklistList': () => ok({ blacklist: [] }),
      'method:blacklistAdd': () => ok(),
    });
    fireEvent.click(await screen.findByTestId('blacklist-add'));
    fireEvent.change(await screen.findByTestId('blacklist-add-email'), { target: { value: 'spam@example.com' } });
    fireEvent.click(screen.getByTestId('blacklist-add-save'));
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe(
      'User with email spam@example.com has been added to black list',
    );
    cleanup();
    await open('/login-history', {
      'method:loginHistoryGet': () =>
        ok({
          history: [
            {
              date: '2026-01-02T10:00:00Z',
              ip: '203.0.113.7',
              location: null,
              device: 'Chrome 126 · Linux',
              success: true,
            },
          ],
          total: 1,
        }),
    });
    expect((await screen.findByTestId('login-history-row')).textContent).toContain('203.0.113.7');
  });
});
