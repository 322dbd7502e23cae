import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NO_ANALYTICS, type TAnalyticsClient } from '../../shared/analytics/index.ts';
import { fakeApp } from '../../test/fake-shell.ts';
import type { TWebToShell } from '@openportal/contract';

afterEach(cleanup);

function recorder() {
  const seen: string[] = [];
  const client: TAnalyticsClient = { ...NO_ANALYTICS, track: (event) => void seen.push(event) };
  return { client, seen };
}

const HOME = {
  'method:userAccessInfoGet': () => ok(ACCESS_INFO),
  'method:balanceInquiry': () => ok({ accounts: [] }),
  'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
};

function shellApp(onLogin: (m: Extract<TWebToShell, { type: 'loginRequest' }>) => object) {
  return fakeApp((m) => {
    if (m.type === 'ready') return { type: 'init', platform: 'simulator', appVersion: '1', kinds: ['login', 'tokens'] };
    if (m.type === 'loginRequest') return onLogin(m) as never;
    return undefined;
  });
}

describe('sign-in through the mobile shell (spec 1 §1 login, tokens; spec 3 §7 events)', () => {
  it('adopts the tokens the app hands over, and tracks click, token receive, success', async () => {
    const a = recorder();
    const app = shellApp((m) => ({ type: 'tokens', id: m.id, accessToken: jwt(Math.floor(Date.now() / 1000) + 600) }));
    const api = fakeFetch(HOME);
    renderApp({
      manifest: brand(),
      fetch: api.fetch,
      path: '/login',
      signedOut: true,
      analytics: a.client,
      shell: app.bridge,
    });
    fireEvent.click(await screen.findByTestId('login-shell'));
    await screen.findByTestId('accounts-empty');
    await waitFor(() => expect(a.seen).toContain('Login Completed'));
    expect(a.seen).toEqual(['Login Click', 'Token Receive', 'Login Success', 'Login Completed']);
    expect(api.calls.some((c) => c.key === '/auth/login')).toBe(false);
  });

  it('shows the failure and tracks it when the app cancels', async () => {
    const a = recorder();
    const app = shellApp((m) => ({ type: 'result', id: m.id, ok: false, reason: 'cancelled' }));
    renderApp({
      manifest: brand(),
      fetch: fakeFetch(HOME).fetch,
      path: '/login',
      signedOut: true,
      analytics: a.client,
      shell: app.bridge,
    });
    fireEvent.click(await screen.findByTestId('login-shell'));
    expect((await screen.findByTestId('login-shell-error')).textContent).toMatch(/did not sign you in/);
    expect(a.seen).toEqual(['Login Click', 'Login Failed']);
  });

  it('has no app button in a browser, or before the app says it signs in', async () => {
    renderApp({ manifest: brand(), fetch: fakeFetch(HOME).fetch, path: '/login', signedOut: true });
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('login-shell')).toBeNull();
    vi.useFakeTimers();
    const silent = fakeApp();
    cleanup();
    renderApp({
      manifest: brand(),
      fetch: fakeFetch(HOME).fetch,
      path: '/login',
      signedOut: true,
      shell: silent.bridge,
    });
    vi.useRealTimers();
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('login-shell')).toBeNull();
  });
});
