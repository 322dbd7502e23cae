import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const pending = { status: 401, json: { responseCode: 'AU', responseDescription: ERROR_MESSAGES.pushPending } };

function pushHandlers(decision: { value: 'wait' | 'approve' | 'deny' }) {
  return {
    '/auth/login': () => ({
      json: {
        authFlow: 'push',
        code: 'c1',
        tmpJwt: 'tmp-1',
        link: 'http://127.0.0.1:4000/device#request=r1',
        devices: [{ name: 'My phone', type: 'android' }],
      },
    }),
    '/auth/token': () =>
      decision.value === 'wait'
        ? pending
        : decision.value === 'deny'
          ? { status: 401, json: { responseCode: 'AU', responseDescription: ERROR_MESSAGES.pushDenied } }
          : { json: { accessToken: jwt(Math.floor(Date.now() / 1000) + 600) } },
    '/auth/push/re-send': () => ({ json: { ok: true } }),
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:balanceInquiry': () => ok({ accounts: [] }),
    'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
  };
}

async function startPush(decision: { value: 'wait' | 'approve' | 'deny' }) {
  const api = fakeFetch(pushHandlers(decision));
  renderApp({ manifest: brand(), fetch: api.fetch, path: '/login', signedOut: true });
  await screen.findByTestId('login-username');
  type('login-username', 'demo@example.com');
  type('login-password', 'right');
  fireEvent.click(screen.getByTestId('login-submit'));
  if (decision.value === 'wait') await screen.findByTestId('login-push');
  return api;
}

describe('push sign-in', () => {
  it('waits while the device has not decided, resends, and signs in once it approves', async () => {
    const decision = { value: 'wait' as 'wait' | 'approve' | 'deny' };
    const { calls } = await startPush(decision);
    expect(screen.getByTestId('login-push-devices').textContent).toContain('My phone');
    expect(screen.getByTestId('login-push-link').getAttribute('href')).toContain('#request=r1');
    const qr = screen.getByTestId('login-push-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(qr.getAttribute('data-text')).toBe('http://127.0.0.1:4000/device#request=r1');
    await waitFor(() => expect(calls.filter((c) => c.key === '/auth/token').length).toBeGreaterThan(1), {
      timeout: 5000,
    });
    fireEvent.click(screen.getByTestId('login-push-resend'));
    await screen.findByTestId('login-push-resent');
    expect(calls.find((c) => c.key === '/auth/push/re-send')!.body).toEqual({ tmpJwt: 'tmp-1' });
    decision.value = 'approve';
    await screen.findByTestId('accounts-empty', {}, { timeout: 5000 });
    expect(where.path).toBe('/');
    expect(calls.filter((c) => c.key === '/auth/token').at(-1)!.body).toMatchObject({ code: 'c1' });
  });

  it('shows the denial and goes back to the credentials', async () => {
    await startPush({ value: 'deny' });
    expect((await screen.findByTestId('login-error')).textContent).toBe(ERROR_MESSAGES.pushDenied);
    expect(screen.getByTestId('login-username')).toBeTruthy();
  });
});
