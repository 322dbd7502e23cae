import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';

/** A stand-in for the browser's WebSocket: opens (or fails) on the next tick; the test speaks for the gateway. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static fail = false;
  sent: unknown[] = [];
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.last = this;
    queueMicrotask(() => {
      if (FakeSocket.fail) return this.onclose?.({ code: 1006 });
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  emit(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

beforeEach(() => {
  FakeSocket.last = null;
  FakeSocket.fail = true;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
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
  it('waits on the socket: one check once registered, then one token call on the decision', async () => {
    FakeSocket.fail = false;
    const decision = { value: 'wait' as 'wait' | 'approve' | 'deny' };
    const { calls } = await startPush(decision);
    const tokenCalls = () => calls.filter((c) => c.key === '/auth/token');
    await waitFor(() => expect(FakeSocket.last?.sent).toEqual([{ type: 'pushWait', tmpJwt: 'tmp-1' }]));
    expect(FakeSocket.last!.url).toBe('ws://localhost:3000/ws');
    FakeSocket.last!.emit({ type: 'pushWaiting' });
    await waitFor(() => expect(tokenCalls()).toHaveLength(1));
    expect(tokenCalls()[0]!.body).toEqual({ code: 'c1', codeVerifier: expect.any(String), pushWait: false });
    FakeSocket.last!.emit({ type: 'SomethingNew', x: 1 });
    FakeSocket.last!.emit({ type: 'pong' });
    fireEvent.click(screen.getByTestId('login-push-resend'));
    await screen.findByTestId('login-push-resent');
    decision.value = 'approve';
    FakeSocket.last!.emit({ type: 'PushDecided', waitId: 'w', result: 'approved' });
    FakeSocket.last!.onclose?.({ code: 1000 });
    await screen.findByTestId('accounts-empty');
    expect(await screen.findByText('Sign-in approved on your linked device.')).toBeTruthy();
    expect(tokenCalls()).toHaveLength(2);
    expect(tokenCalls()[1]!.body).toMatchObject({ code: 'c1', pushWait: false });
  });

  it('a decision made before the socket registered is taken by the first check', async () => {
    FakeSocket.fail = false;
    const decision = { value: 'wait' as 'wait' | 'approve' | 'deny' };
    const { calls } = await startPush(decision);
    await waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(1));
    decision.value = 'deny';
    FakeSocket.last!.emit({ type: 'pushWaiting' });
    expect((await screen.findByTestId('login-error')).textContent).toBe(ERROR_MESSAGES.pushDenied);
    expect(calls.filter((c) => c.key === '/auth/token')).toHaveLength(1);
  });

  it('falls back to the long-poll when the socket closes before the decision', async () => {
    FakeSocket.fail = false;
    const decision = { value: 'wait' as 'wait' | 'approve' | 'deny' };
    const { calls } = await startPush(decision);
    await waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(1));
    FakeSocket.last!.onclose?.({ code: 4410 });
    await waitFor(() => expect(calls.filter((c) => c.key === '/auth/token').length).toBeGreaterThan(0));
    expect(calls.find((c) => c.key === '/auth/token')!.body).not.toHaveProperty('pushWait');
    decision.value = 'approve';
    await screen.findByTestId('accounts-empty');
  });

  it('without a socket, waits (long-poll) while the device has not decided, resends, and signs in once it approves', async () => {
    const decision = { value: 'wait' as 'wait' | 'approve' | 'deny' };
    const { calls } = await startPush(decision);
    expect(screen.getByTestId('login-push-devices').textContent).toContain('My phone');
    expect(screen.getByTestId('login-push-link').getAttribute('href')).toContain('#request=r1');
    const qr = screen.getByTestId('login-push-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(qr.getAttribute('data-text')).toBe('http://127.0.0.1:4000/device#request=r1');
    await waitFor(() => expect(calls.filter((c) => c.key === '/auth/token').length).toBeGreaterThan(1));
    fireEvent.click(screen.getByTestId('login-push-resend'));
    await screen.findByTestId('login-push-resent');
    expect(calls.find((c) => c.key === '/auth/push/re-send')!.body).toEqual({ tmpJwt: 'tmp-1' });
    decision.value = 'approve';
    await screen.findByTestId('accounts-empty');
    expect(where.path).toBe('/');
    expect(calls.filter((c) => c.key === '/auth/token').at(-1)!.body).toMatchObject({ code: 'c1' });
  });

  it('shows the denial and goes back to the credentials', async () => {
    await startPush({ value: 'deny' });
    expect((await screen.findByTestId('login-error')).textContent).toBe(ERROR_MESSAGES.pushDenied);
    expect(screen.getByTestId('login-username')).toBeTruthy();
  });
});
