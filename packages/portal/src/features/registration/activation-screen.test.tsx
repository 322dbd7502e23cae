import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { ACCESS_INFO, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);
const future = () => jwt(Math.floor(Date.now() / 1000) + 600);
const base = {
  'method:userAccessInfoGet': () => ok(ACCESS_INFO),
  '/auth/logout': () => ({ json: {} }),
  'method:balanceInquiry': () => ok({ accounts: [] }),
  'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
};

describe('business and employee activation (spec 1 §4 actions activationBusiness, activationEmployee)', () => {
  it("activates a company's registrant from the link on /, through businessAccountActivate", async () => {
    const { fetch, calls } = fakeFetch({
      ...base,
      'method:businessAccountActivate': () => ok({ accessToken: future() }),
    });
    renderApp({
      manifest: brand(),
      fetch,
      path: '/?action=activationBusiness&user=co%40b.co&code=XYZ',
      signedOut: true,
    });
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe('Your Account has been activated.');
    expect(calls.map((c) => c.key).slice(0, 2)).toEqual(['/auth/logout', 'method:businessAccountActivate']);
    expect(calls[1]!.body).toEqual({ email: 'co@b.co', activationCode: 'XYZ' });
    expect(calls.some((c) => c.key === 'method:accountActivate')).toBe(false);
  });

  it("has a company's user choose a password (checked by the contract, in their language) before employeeAccountActivate", async () => {
    const { fetch, calls } = fakeFetch({
      ...base,
      'method:employeeAccountActivate': () => ok({ accessToken: future() }),
    });
    renderApp({
      manifest: brand(),
      fetch,
      path: '/activate?action=activationEmployee&user=u%40b.co&code=XYZ',
      signedOut: true,
      lang: 'pt',
    });
    const password = await screen.findByTestId('activation-password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('activation-submit'));
    const pt = flatten(CATALOGUES.pt);
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toBe(pt['register.errors.passwordShort']),
    );
    expect(calls.some((c) => c.key === 'method:employeeAccountActivate')).toBe(false);
    fireEvent.change(password, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('activation-submit'));
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe(pt['activation.success']);
    expect(calls.find((c) => c.key === 'method:employeeAccountActivate')!.body).toEqual({
      email: 'u@b.co',
      activationCode: 'XYZ',
      password: 'secret123',
    });
  });
});
