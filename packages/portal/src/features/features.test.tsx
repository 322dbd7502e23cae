import { CATALOGUES } from '@openportal/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../test/fake-api.ts';
import { brand } from '../test/brand.ts';
import { renderApp, where } from '../test/render-app.tsx';
import { amountProblem, normaliseAmount } from './transfers/amount-input.ts';
import { createIdempotencyKeeper } from '@openportal/contract-client';

afterEach(cleanup);
const future = () => jwt(Math.floor(Date.now() / 1000) + 600);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
/** The transfer's review is open: its "Send" (enabled once the fee is known) submits. */
async function sendFromReview() {
  const send = await screen.findByTestId('transfer-review-send');
  await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(send);
}
const base = {
  'method:userAccessInfoGet': () => ok(ACCESS_INFO),
  '/auth/logout': () => ({ json: {} }),
  'method:dictionaryCountries': () => ok({ countries: [{ code: 'GB', name: 'United Kingdom' }] }),
};

describe('registration', () => {
  it('shows webcamModels only where the brand does not hide adult categories', async () => {
    const { fetch } = fakeFetch(base);
    renderApp({ manifest: brand('paywave'), fetch, path: '/register/personal', signedOut: true });
    expect((await screen.findByTestId('register-category')).innerHTML).toContain('webcamModels');
    cleanup();
    renderApp({ manifest: brand('coinpurse'), fetch, path: '/register/personal', signedOut: true });
    expect((await screen.findByTestId('register-category')).innerHTML).not.toContain('webcamModels');
  });
  it('goes back to login when registration is off', async () => {
    const { fetch } = fakeFetch(base);
    renderApp({
      manifest: brand('paywave', { allowRegistration: false }),
      fetch,
      path: '/register/personal',
      signedOut: true,
    });
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('register-link')).toBeNull();
  });
  it('registers and shows the completion page, or the server field errors', async () => {
    let n = 0;
    const { fetch, calls } = fakeFetch({
      ...base,
      'method:personalAccountCreate': () =>
        ++n === 1
          ? {
              status: 400,
              json: {
                responseCode: 'VF',
                responseDescription: 'Validation failed',
                validationErrors: [{ field: 'email', message: 'This e-mail is already registered' }],
              },
            }
          : ok({ userId: 'u1' }),
    });
    renderApp({ manifest: brand('fundstr'), fetch, path: '/register/personal', signedOut: true });
    await waitFor(() => expect(screen.getByTestId('register-country').textContent).toContain('United Kingdom'));
    type('register-email', 'new@example.com');
    type('register-password', 'secret123');
    type('register-first-name', 'Ana');
    type('register-last-name', 'Lee');
    type('register-category', 'developers');
    type('register-country', 'GB');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error')).dataset.field).toBe('email');
    // A validation error that has its field is shown there, not also in a popup.
    expect(screen.queryByTestId('response-popup')).toBeNull();
    fireEvent.click(screen.getByTestId('register-submit'));
    // The post-registration page (issue 21) says where the activation mail went.
    expect((await screen.findByTestId('registered-mail')).textContent).toContain('new@example.com');
    expect(calls.at(-1)!.body).toMatchObject({
      email: 'new@example.com',
      category: 'developers',
      countryCode: 'GB',
      termsAccepted: true,
    });
    // The brand is the host's (core reads it from the gateway), never the body's.
    expect(calls.at(-1)!.body.brand).toBeUndefined();
    fireEvent.click(screen.getByTestId('registered-login'));
    await waitFor(() => expect(where.path).toBe('/login'));
  });
});

describe('activation', () => {
  it('handles the link on /, logs out first, activates and signs in', async () => {
    const { fetch, calls } = fakeFetch({
      ...base,
      'method:accountActivate': () => ok({ accessToken: future() }),
      'method:balanceInquiry': () => ok({ accounts: [] }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    });
    renderApp({ manifest: brand(), fetch, path: '/?action=activation&user=a%40b.co&code=XYZ', signedOut: true });
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe('Your Account has been activated.');
    expect(calls.map((c) => c.key).slice(0, 2)).toEqual(['/auth/logout', 'method:accountActivate']);
    expect(calls[1]!.body).toEqual({ username: 'a@b.co', activationCode: 'XYZ' });
    fireEvent.click(screen.getByTestId('response-popup-close'));
    await screen.findByTestId('accounts-empty');
  });
  it('shows the failure under "Account Activation"', async () => {
    const { fetch } = fakeFetch({
      ...base,
      'method:accountActivate': () => ({
        status: 400,
        json: { responseCode: 'VF', responseDescription: 'Activation link is invalid or expired' },
      }),
    });
    renderApp({
      manifest: brand(),
      fetch,
      path: '/activate?action=activation&user=a%40b.co&code=bad',
      signedOut: true,
    });
    expect((await screen.findByTestId('response-popup-title')).textContent).toBe('Account Activation');
    expect(screen.getByTestId('response-popup').dataset.kind).toBe('error');
    expect(screen.getByTestId('response-popup-message').textContent).toBe('Activation link is invalid or expired');
  });
});

describe('transfer between own accounts', () => {
  it('shows fee and max before submit, keeps the idempotency key across a retry, shows the popup', async () => {
    const keys: string[] = [];
    let submits = 0;
    const { fetch, calls } = fakeFetch({
      ...base,
      'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00'), account(2, 'USD', '5.00')] }),
      'method:transferBetweenAccountsMaxAmount': () => ok({ amount: '100.00', type: 'betweenAccounts' }),
      'method:transferBetweenAccountsFee': (b) =>
        ok({ fee: b.amount === '10.5' ? '0.25' : '0.10', feeCurrencyCode: 'USD' }),
      'method:transferBetweenAccounts': (_b, h) => {
        keys.push(h['idempotency-key']!);
        return ++submits === 1
          ? { status: 500, json: {} }
          : ok({ transactionId: 't9', link: null, fee: '0.25', field: null });
      },
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/account' });
    await services.session.signIn(future());
    await screen.findAllByText(/USD · 1 ·/);
    type('transfer-from', '1');
    type('transfer-to', '2');
    // English separators: ',' between thousands, '.' before decimals ("10,5" is refused).
    type('transfer-amount', '10.5');
    expect((await screen.findByTestId('transfer-fee')).textContent).toBe('Fee: $0.25');
    expect(screen.getByTestId('transfer-max').textContent).toBe('Maximum: $100.00');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await sendFromReview();
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe('Server is not available');
    fireEvent.click(screen.getByTestId('response-popup-close'));
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await sendFromReview();
    await waitFor(() => expect(screen.getByTestId('response-popup').dataset.kind).toBe('success'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(calls.filter((c) => c.key === 'method:transferBetweenAccounts').at(-1)!.body).toEqual({
      toAmount: '10.5',
      currency: 'USD',
      fromAccount: 1,
      toAccount: 2,
    });
  });
  it('shows a bad amount inline and sends nothing', async () => {
    const { fetch, calls } = fakeFetch({
      ...base,
      'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00'), account(2, 'USD', '5.00')] }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/account' });
    await services.session.signIn(future());
    await screen.findAllByText(/USD · 1 ·/);
    type('transfer-from', '1');
    type('transfer-to', '2');
    type('transfer-amount', '1.234');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const err = await screen.findByTestId('field-error');
    expect([err.dataset.field, err.textContent]).toEqual(['toAmount', 'Too many decimals for this currency']);
    expect(calls.some((c) => c.key === 'method:transferBetweenAccounts')).toBe(false);
  });
  it('validates by the call schema with messages in the language shown', async () => {
    const { fetch, calls } = fakeFetch({
      ...base,
      'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00'), account(2, 'USD', '5.00')] }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/transfer/account', lang: 'ru' });
    await services.session.signIn(future());
    await screen.findAllByText(/USD · 1 ·/);
    type('transfer-from', '1');
    type('transfer-to', '1');
    type('transfer-amount', '1,234');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getAllByTestId('field-error')).toHaveLength(2));
    const byField = Object.fromEntries(
      screen.getAllByTestId('field-error').map((e) => [e.dataset.field, e.textContent]),
    );
    const ru = CATALOGUES.ru.transfer as { errors: Record<string, string> };
    expect(byField).toEqual({ toAccount: ru.errors.sameAccount, toAmount: ru.errors.tooManyDecimals });
    expect(calls.some((c) => c.key === 'method:transferBetweenAccounts')).toBe(false);
  });
  it('normalises and checks amounts without floats', () => {
    expect(normaliseAmount(' 1 234,50 ', 'ru')).toBe('1234.50');
    expect(normaliseAmount('1,000', 'en')).toBe('1000');
    expect(normaliseAmount('12,345.67', 'en')).toBe('12345.67');
    expect(amountProblem('12,345.67', 'USD', 'en')).toBeNull();
    expect(amountProblem('1.000,5', 'EUR', 'es')).toBeNull();
    expect(amountProblem('0', 'USD', 'en')).toBe('transfer.errors.notPositive');
    expect(amountProblem('-1', 'USD', 'en')).toBe('transfer.errors.format');
    expect(amountProblem('abc', 'USD', 'en')).toBe('transfer.errors.format');
    expect(amountProblem('12,5', 'USD', 'en')).toBe('transfer.errors.format');
    expect(amountProblem('0.00000001', 'BTC', 'en')).toBeNull();
    const k = createIdempotencyKeeper(
      (
        (n) => () =>
          `k${++n}`
      )(0),
    );
    expect([k.keyFor({ a: 1 }), k.keyFor({ a: 1 }), k.keyFor({ a: 2 })]).toEqual(['k1', 'k1', 'k2']);
    k.succeeded();
    expect(k.keyFor({ a: 2 })).toBe('k3');
  });
});

describe('history', () => {
  it('pages by 20 and sends the filter without empty values', async () => {
    const rows = (page: number) =>
      Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => ({
        transactionId: `p${page}-${i}`,
        date: '2024-01-02',
        transactionType: 'deposit',
        status: 'completed',
        description: 'D',
        accountId: 1,
        currencyCode: 'EUR',
        amount: '1.00',
        direction: 'in',
        counterpartyAccountId: null,
      }));
    const { fetch, calls } = fakeFetch({
      ...base,
      'method:balanceInquiry': () => ok({ accounts: [account(1, 'EUR', '1')] }),
      'method:historyGet': (b) => ok({ history: rows(b.pageNumber), total: 45, pageSize: 20 }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/history' });
    await services.session.signIn(future());
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    expect(screen.getByTestId('history-page').textContent).toBe('Page 1 of 3');
    fireEvent.click(screen.getByTestId('history-next'));
    fireEvent.click(screen.getByTestId('history-next'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(5));
    type('history-filter-keyword', 'rent');
    type('history-filter-transactionDirection', 'in');
    fireEvent.click(screen.getByTestId('history-apply'));
    await waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({ keyword: 'rent', transactionDirection: 'in', pageNumber: 1 }),
    );
  });
});
