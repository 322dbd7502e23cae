import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { ACCESS_INFO, fakeFetch, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);
const base = {
  'method:userAccessInfoGet': () => ok(ACCESS_INFO),
  '/auth/logout': () => ({ json: {} }),
  'method:dictionaryCountries': () => ok({ countries: [{ code: 'GB', name: 'United Kingdom' }] }),
};

describe('/register: the registration type chooser (spec 1 §2)', () => {
  it('offers personal and business, each with who it is for, in the language shown', async () => {
    const { fetch } = fakeFetch(base);
    renderApp({ manifest: brand('paywave'), fetch, path: '/register', signedOut: true, lang: 'ro' });
    const ro = flatten(CATALOGUES.ro);
    expect((await screen.findByTestId('register-type-personal')).textContent).toBe(ro['registerType.personal']);
    expect(screen.getByTestId('register-type-business').getAttribute('href')).toBe('/register/business');
    expect(screen.getByText(ro['registerType.businessHint']!)).toBeTruthy();
  });

  it('goes on to the personal form', async () => {
    const { fetch } = fakeFetch(base);
    renderApp({ manifest: brand('paywave'), fetch, path: '/register', signedOut: true });
    fireEvent.click(await screen.findByTestId('register-type-personal'));
    expect(await screen.findByTestId('register-email')).toBeTruthy();
  });

  it('is reached from the sign-in page, and goes back to login when registration is off', async () => {
    const { fetch } = fakeFetch(base);
    renderApp({ manifest: brand('paywave'), fetch, path: '/login', signedOut: true });
    fireEvent.click(await screen.findByTestId('register-link'));
    expect(await screen.findByTestId('register-type')).toBeTruthy();
    cleanup();
    renderApp({ manifest: brand('paywave', { allowRegistration: false }), fetch, path: '/register', signedOut: true });
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('register-type')).toBeNull();
  });
});
