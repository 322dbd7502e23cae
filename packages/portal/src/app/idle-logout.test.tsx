import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../test/fake-api.ts';
import { brand } from '../test/brand.ts';
import { renderApp } from '../test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('idle logout', () => {
  it('signs out after the brand’s sessionIdleMinutes without activity, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:balanceInquiry': () => ok({ accounts: [] }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
      '/auth/logout': () => ({ json: {} }),
    });
    const { services } = renderApp({ manifest: brand('paywave', { sessionIdleMinutes: 1 }), fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 3600));
    await screen.findByTestId('accounts-empty');
    await vi.advanceTimersByTimeAsync(55_000);
    expect(services.store.getState().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(services.store.getState().status).toBe('signedOut');
    expect(services.store.getState().lastLogout).toBe('idle');
  });
});
