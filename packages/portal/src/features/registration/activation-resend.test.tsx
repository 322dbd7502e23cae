import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

describe('activation: a refused link', () => {
  it('keeps the page with one button that mails a new link to the address of the link', async () => {
    const { fetch, calls } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:accountActivate': () => ({
        status: 400,
        json: { responseCode: 'VF', responseDescription: 'Activation link is invalid or expired' },
      }),
      'method:activationCodeResend': () => ok(),
    });
    renderApp({
      manifest: brand(),
      fetch,
      path: '/activate?action=activation&user=a%40b.co&code=bad',
      signedOut: true,
    });
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('error');
    fireEvent.click(screen.getByTestId('response-popup-close'));
    expect(calls.some((c) => c.key === 'method:activationCodeResend')).toBe(false);
    fireEvent.click(await screen.findByTestId('activation-resend'));
    expect((await screen.findByTestId('response-popup-message')).textContent).toContain('a@b.co');
    expect(screen.getByTestId('response-popup').dataset.kind).toBe('success');
    expect(calls.find((c) => c.key === 'method:activationCodeResend')?.body).toMatchObject({ email: 'a@b.co' });
  });

  it('an incomplete link offers no resend', async () => {
    const { fetch } = fakeFetch({ 'method:userAccessInfoGet': () => ok(ACCESS_INFO) });
    renderApp({ manifest: brand(), fetch, path: '/activate?action=activation&code=bad', signedOut: true });
    await screen.findByTestId('response-popup');
    expect(screen.queryByTestId('activation-resend')).toBeNull();
  });
});
