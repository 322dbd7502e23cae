import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

async function open() {
  let approved = false;
  let linked = false;
  const device = (id: string, name: string, isApproved: boolean) => ({
    id,
    name,
    type: 'android',
    approved: isApproved,
  });
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:accessIpList': () => ok({ ips: { ip: [] }, accessIpMode: 0 }),
    '/auth/devices': (b) => {
      if (b?.code) linked = b.code === 'ABCD2345';
      return linked || !b?.code
        ? {
            json: { devices: [device('d1', 'App phone', approved), ...(linked ? [device('d2', 'Tablet', true)] : [])] },
          }
        : { status: 400, json: { responseCode: 'VF', responseDescription: 'The link code is wrong or expired' } };
    },
    '/auth/devices/d1/approve': () => ({
      json: { requestId: 'd1', methods: [{ id: 'email', name: 'E-mail m…@x', type: 'email' }] },
    }),
    '/auth/devices/d1/approve/email': (b) => {
      if (b?.code === '123456') approved = true;
      return b?.code && b.code !== '123456'
        ? { status: 400, json: { responseCode: 'VF', responseDescription: 'The code is wrong or expired' } }
        : { json: { device: device('d1', 'App phone', approved) } };
    },
    '/auth/stores-urls/send': () => ({ json: { ok: true } }),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/setting' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return api;
}

describe('linked devices', () => {
  it('approves a device the app registered with an e-mailed code', async () => {
    const { calls } = await open();
    fireEvent.click(await screen.findByTestId('device-approve'));
    fireEvent.click(await screen.findByTestId('device-approve-method-email'));
    await screen.findByTestId('device-approve-code');
    type('device-approve-code', '123456');
    fireEvent.click(screen.getByTestId('device-approve-save'));
    await waitFor(() => expect(screen.queryByTestId('device-approve')).toBeNull());
    expect(calls.filter((c) => c.key === '/auth/devices/d1/approve/email').map((c) => c.body)).toEqual([
      {},
      { code: '123456' },
    ]);
  });

  it('links a device by its code and texts the store links', async () => {
    const { calls } = await open();
    fireEvent.click(await screen.findByTestId('device-link'));
    type('store-links-phone', '+44 7700 900123');
    fireEvent.click(screen.getByTestId('store-links-send'));
    await screen.findByTestId('store-links-note');
    expect(calls.find((c) => c.key === '/auth/stores-urls/send')!.body).toEqual({ phoneNumber: '447700900123' });
    type('device-link-code', 'ABCD2345');
    type('device-link-name', 'Tablet');
    fireEvent.click(screen.getByTestId('device-link-save'));
    await waitFor(() =>
      expect(screen.getAllByTestId('device-row').map((r) => r.getAttribute('data-name'))).toContain('Tablet'),
    );
  });
});
