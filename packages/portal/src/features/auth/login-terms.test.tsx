import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('terms acceptance at sign-in (TE)', () => {
  it('shows the pending terms, needs every box ticked, accepts, then signs in', async () => {
    const manifest = brand();
    const termId = manifest.terms[0]!.id;
    let accepted = false;
    const { fetch, calls } = fakeFetch({
      '/auth/login': () => ({ json: { authFlow: 'simple', code: 'c1' } }),
      '/auth/token': () => ({ json: { accessToken: jwt(Math.floor(Date.now() / 1000) + 600) } }),
      'method:userAccessInfoGet': () =>
        accepted
          ? ok(ACCESS_INFO)
          : { status: 403, json: { responseCode: 'TE', responseDescription: ERROR_MESSAGES.termsNotAccepted } },
      'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ terms: [{ id: termId, key: 'k' }] }) }),
      'method:termsAccept': (b) => {
        accepted = true;
        expect(b.termIds).toEqual([termId]);
        return ok({});
      },
      'method:balanceInquiry': () => ok({ accounts: [] }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    });
    renderApp({ manifest, fetch, path: '/login', signedOut: true });
    await screen.findByTestId('login-username');
    type('login-username', 'demo@example.com');
    type('login-password', 'right');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('terms-step');
    fireEvent.click(screen.getByTestId('terms-accept'));
    expect((await screen.findByTestId('terms-error')).textContent).toBe('Tick every box to continue.');
    expect(calls.some((c) => c.key === 'method:termsAccept')).toBe(false);
    fireEvent.click(screen.getByTestId(`terms-check-${termId}`));
    fireEvent.click(screen.getByTestId('terms-accept'));
    await screen.findByTestId('accounts-empty');
    await waitFor(() => expect(where.path).toBe('/'));
  });
});
