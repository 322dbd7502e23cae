import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { leaveTo } from './sei-screen.tsx';

afterEach(cleanup);

async function open(path: string, authorize: () => ReturnType<typeof ok> | { status: number; json: object }) {
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    '/auth/sei/authorize': authorize,
    '/auth/sei/authorize/a1': (b) =>
      ok({ redirectUrl: `https://shop.example/cb?${b.approve ? 'code=c' : 'error=access_denied'}` }),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return api;
}

describe('auth/sei', () => {
  it('asks core with the query, then sends the browser back with the answer', async () => {
    const went: string[] = [];
    leaveTo.assign = (url) => void went.push(url);
    const { calls } = await open(
      '/auth/sei?clientId=demo-shop&redirectUri=https%3A%2F%2Fshop.example%2Fcb&state=s1',
      () => ok({ authorizeUrl: 'http://paywave.localhost/auth/sei?authorizationId=a1', authorizationId: 'a1' }),
    );
    fireEvent.click(await screen.findByTestId('sei-allow'));
    await waitFor(() => expect(went).toEqual(['https://shop.example/cb?code=c']));
    expect(calls.find((c) => c.key === '/auth/sei/authorize')!.body).toEqual({
      clientId: 'demo-shop',
      redirectUri: 'https://shop.example/cb',
      state: 's1',
    });
  });

  it('shows why core refused the client', async () => {
    await open('/auth/sei?clientId=evil&redirectUri=https%3A%2F%2Fevil.example%2F', () => ({
      status: 400,
      json: {
        responseCode: 'VF',
        responseDescription: ERROR_MESSAGES.validationFailed,
        validationErrors: [{ field: 'clientId', message: ERROR_MESSAGES.seiClientUnknown }],
      },
    }));
    expect((await screen.findByTestId('sei-error')).textContent).toBeTruthy();
    expect(screen.queryByTestId('sei-allow')).toBeNull();
  });
});
