import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 18 on the settings hub: every change of a factor asks for the CURRENT factor's code. */
afterEach(cleanup);

async function open(handlers: Record<string, THandler>) {
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:accessIpList': () => ok({ ips: { ip: [] }, accessIpMode: 0 }),
    '/auth/devices': () => ({ json: { devices: [] } }),
    ...handlers,
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/setting' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return api;
}

async function choose(scope: string, mode: string) {
  fireEvent.click(await screen.findByTestId(`two-step-change-${scope}`));
  fireEvent.click(await screen.findByTestId(`two-step-mode-${mode}`));
  fireEvent.click(screen.getByTestId('two-step-save'));
}
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('two-step changes confirmed by the current factor', () => {
  it('switching sign-in from Off to Push asks for the e-mailed code, never "nothing to change"', async () => {
    let mode = 'no';
    const { calls } = await open({
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ login2faMode: mode }) }),
      '/customer/two-step-verification': () => ok({ reqId: 'r1' }),
      '/customer/two-step-verification/r1/confirm': () => {
        mode = 'push';
        return ok();
      },
    });
    expect((await screen.findByTestId('two-step-current-login')).dataset.mode).toBe('no');
    await choose('login', 'push');
    await screen.findByTestId('two-step-code');
    expect(screen.getByText('Enter the code we e-mailed you.')).toBeTruthy();
    type('code-input', '123456');
    fireEvent.click(screen.getByTestId('code-submit'));
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe('Two-step verification changed.');
    await waitFor(() => expect(screen.getByTestId('two-step-current-login').dataset.mode).toBe('push'));
    expect(calls.find((c) => c.key === '/customer/two-step-verification/r1/confirm')?.body).toEqual({ code: '123456' });
  });

  it('a change the server made without a request says it changed; only the same mode is "nothing to change"', async () => {
    const { calls } = await open({
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ login2faMode: 'no' }) }),
      '/customer/two-step-verification': () => ok({ reqId: null }),
    });
    await choose('login', 'push');
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe('Two-step verification changed.');
    fireEvent.click(screen.getByTestId('response-popup-close'));
    await choose('login', 'no');
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe(
      'Nothing to change: this mode is already on.',
    );
    expect(calls.filter((c) => c.key === '/customer/two-step-verification').length).toBe(1);
  });

  it('sets up an authenticator: its QR code, the texted code of the current factor and the new code', async () => {
    const url = 'otpauth://totp/PayWave%3Ame%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=PayWave';
    const { calls } = await open({
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ login2faMode: 'sms' }) }),
      '/customer/two-step-verification': () => ok({ reqId: 'r2', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: url }),
      '/customer/two-step-verification/r2/confirm': (b) =>
        b.otp === '654321'
          ? ok()
          : {
              status: 400,
              json: {
                responseCode: 'VF',
                responseDescription: ERROR_MESSAGES.validationFailed,
                validationErrors: [{ field: 'otp', message: ERROR_MESSAGES.newAuthenticatorCode }],
              },
            },
    });
    await choose('transaction', 'otp');
    const qr = await screen.findByTestId('two-step-qr');
    expect(qr.dataset.text).toBe(url);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(screen.getByText('Enter the code we sent you.')).toBeTruthy();
    type('code-input', '111222');
    type('two-step-otp', '654321');
    fireEvent.click(screen.getByTestId('code-submit'));
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe('Two-step verification changed.');
    expect(calls.find((c) => c.key === '/customer/two-step-verification/r2/confirm')?.body).toEqual({
      code: '111222',
      otp: '654321',
    });
  });
});

describe('devices and the current factor', () => {
  it('unlinking an approved device asks for the code of the current factor (push) and sends it', async () => {
    let devices = [{ id: 'd1', name: 'Phone', type: 'android', approved: true }];
    const { calls } = await open({
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ login2faMode: 'push' }) }),
      '/auth/devices': () => ({ json: { devices } }),
      '/auth/devices/d1': (_b, _h, query) => {
        if (query.get('code') !== '246810')
          return {
            status: 400,
            json: {
              responseCode: 'VF',
              responseDescription: ERROR_MESSAGES.validationFailed,
              validationErrors: [{ field: 'code', message: ERROR_MESSAGES.factorCodeSent }],
            },
          };
        const [gone] = devices;
        devices = [];
        return { json: { device: gone } };
      },
    });
    fireEvent.click(await screen.findByTestId('device-delete'));
    await screen.findByTestId('device-unlink-code');
    expect(screen.getByText('Enter the code shown on your approved device.')).toBeTruthy();
    type('code-input', '246810');
    fireEvent.click(screen.getByTestId('code-submit'));
    await waitFor(() => expect(screen.queryByTestId('device-row')).toBeNull());
    expect(calls.filter((c) => c.key === '/auth/devices/d1').length).toBe(2);
  });

  it('a newly linked device goes on to its approval by the current factor', async () => {
    let devices: Array<{ id: string; name: string; type: string; approved: boolean }> = [];
    await open({
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
      '/auth/devices': (b) => {
        if (b?.code) devices = [{ id: 'd3', name: 'Tablet', type: 'android', approved: false }];
        return { json: { devices } };
      },
      '/auth/devices/d3/approve': () => ({
        json: { requestId: 'd3', methods: [{ id: 'email', name: 'E-mail m…@example.com', type: 'email' }] },
      }),
    });
    fireEvent.click(await screen.findByTestId('device-link'));
    type('device-link-code', 'ABCD2345');
    type('device-link-name', 'Tablet');
    fireEvent.click(screen.getByTestId('device-link-save'));
    expect(await screen.findByTestId('device-approve-dialog')).toBeTruthy();
    expect(await screen.findByTestId('device-approve-method-email')).toBeTruthy();
  });
});
