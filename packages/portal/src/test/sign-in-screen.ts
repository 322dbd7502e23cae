import { fireEvent, screen } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, jwt, ok, type THandler } from './fake-api.ts';
import { brand } from './brand.ts';
import { renderApp } from './render-app.tsx';
import type { TAnalyticsClient } from '../shared/analytics/index.ts';

/** A simple sign-in and an empty home: what every sign-in test's fake server answers unless it says otherwise. */
const SIGN_IN_HANDLERS: Record<string, THandler> = {
  '/auth/login': () => ({ json: { authFlow: 'simple', code: 'c1' } }),
  '/auth/token': () => ({ json: { accessToken: jwt(Math.floor(Date.now() / 1000) + 600) } }),
  'method:userAccessInfoGet': () => ok(ACCESS_INFO),
  'method:balanceInquiry': () => ok({ accounts: [] }),
  'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
};

/** The portal at /login, signed out, against a fake server: the sign-in defaults with `handlers` on top. */
export function openSignIn(handlers: Record<string, THandler> = {}, analytics?: TAnalyticsClient) {
  const api = fakeFetch({ ...SIGN_IN_HANDLERS, ...handlers });
  renderApp({
    manifest: brand(),
    fetch: api.fetch,
    path: '/login',
    signedOut: true,
    ...(analytics ? { analytics } : {}),
  });
  return api;
}

/** Types the credentials on the sign-in screen and submits them. */
export async function submitCredentials(username = 'user@example.com', password = 'right') {
  await screen.findByTestId('login-username');
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}
