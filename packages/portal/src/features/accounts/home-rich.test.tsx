import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const row = (accountId: number, amount: string, date: string) => ({
  transactionId: `t-${date}`,
  date,
  transactionType: 'deposit',
  status: 'completed',
  description: 'Deposit',
  accountId,
  currencyCode: 'USD',
  amount,
  direction: amount.startsWith('-') ? 'out' : 'in',
  counterpartyAccountId: null,
});

function homeApi() {
  let names: Record<number, string> = { 1: 'Daily' };
  const accounts = () => [
    { ...account(1, 'USD', '100.00'), cardAliasName: names[1] ?? null },
    { ...account(2, 'EUR', '50.00'), cardAliasName: names[2] ?? null },
  ];
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:balanceInquiry': () => ok({ accounts: accounts() }),
    'method:transferExchangeRateGet': (b) => ok({ rate: b.fromCurrencyCode === 'EUR' ? '1.1' : '1' }),
    'method:historyGet': (b) =>
      ok({
        history: b.accountId === 1 ? [row(1, '40.00', '2026-01-02T00:00:00Z')] : [],
        total: b.accountId === 1 ? 1 : 0,
        pageSize: 20,
      }),
    'method:cardAliasNameSet': (b) => {
      if (b.cardAliasName === 'Taken')
        return {
          json: {
            responseCode: 'VF',
            responseDescription: 'Validation failed',
            validationErrors: [{ field: 'cardAliasName', message: 'At most 50 characters' }],
          },
        };
      names = { ...names, [b.accountId]: b.cardAliasName };
      return ok({});
    },
  });
  return api;
}

describe('home, richer', () => {
  it('shows the total in the main currency at the rates shown, names, flags, quick actions and a chart per account with history', async () => {
    const { fetch } = homeApi();
    const { services } = renderApp({ manifest: brand(), fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    // 100.00 USD + 50.00 EUR at 1.1 = 155.00 USD
    expect((await screen.findByTestId('home-total-amount')).textContent).toBe('$155.00');
    expect(screen.getByTestId('home-rates').textContent).toContain('1 EUR = 1.1 USD');
    const names = screen.getAllByTestId('account-name').map((n) => n.textContent);
    expect(names).toEqual(['Daily', 'Account 2']);
    expect(screen.getAllByTestId('currency-flag').map((f) => f.dataset.currency)).toEqual(['USD', 'EUR']);
    expect(screen.getByTestId('quick-transfer').getAttribute('href')).toBe('/transfer/account');
    expect(screen.getByTestId('quick-add-currency')).toBeTruthy();
    // The EUR account has no movement: no chart, no empty box (nor its loading placeholder) left.
    await waitFor(() => expect(screen.queryByTestId('balance-chart-loading')).toBeNull());
    const charts = screen.getAllByTestId('balance-chart');
    expect(charts).toHaveLength(1);
    const [, eurRow] = screen.getAllByTestId('account-row');
    expect(eurRow!.querySelector('.op-chart')).toBeNull();
    const [usd] = charts;
    // now, just after the deposit, just before it: 100 → 100 → 60
    expect(usd!.dataset.points).toBe('3');
    expect(usd!.querySelector('svg')!.getAttribute('aria-label')).toBe(
      'Balance over time, Daily: from $60.00 to $100.00',
    );
  });

  it('adds what it can convert and names the currencies with no rate, never hiding the total', async () => {
    const refusal = {
      json: {
        responseCode: 'VF',
        responseDescription: 'Validation failed',
        validationErrors: [{ field: 'toCurrencyCode', message: 'No exchange rate for this currency pair' }],
      },
    };
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:balanceInquiry': () =>
        ok({
          accounts: [
            account(1, 'USD', '100.00'),
            account(2, 'EUR', '50.00'),
            account(3, 'NOK', '300.00'),
            account(4, 'BTC', '0.01000000'),
          ],
        }),
      'method:transferExchangeRateGet': (b) => (b.fromCurrencyCode === 'EUR' ? ok({ rate: '1.1' }) : refusal),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    expect((await screen.findByTestId('home-total-amount')).textContent).toBe('$155.00');
    expect(screen.getByTestId('home-total-not-converted').textContent).toContain(
      'Not included (no exchange rate now): NOK, BTC',
    );
    expect(screen.getByTestId('home-rates').textContent).toContain('1 EUR = 1.1 USD');
    expect(screen.getByTestId('home-rates').textContent).not.toContain('NOK');
    expect(screen.queryByTestId('home-total-error')).toBeNull();
  });

  it('renames an account in a popup: server field errors stay on the field, success shows the new name and a toast', async () => {
    const { fetch, calls } = homeApi();
    const { services } = renderApp({ manifest: brand(), fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    const rows = await screen.findAllByTestId('account-row');
    fireEvent.click(within(rows[1]!).getByTestId('account-rename'));
    const dialog = await screen.findByTestId('rename-dialog');
    const input = within(dialog).getByTestId('rename-name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByTestId('rename-save'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter a name.');
    expect(calls.filter((c) => c.key === 'method:cardAliasNameSet')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByTestId('rename-save'));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(input, { target: { value: '  Travel ' } });
    fireEvent.click(within(dialog).getByTestId('rename-save'));
    await waitFor(() => expect(screen.queryByTestId('rename-dialog')).toBeNull());
    expect(calls.filter((c) => c.key === 'method:cardAliasNameSet').at(-1)!.body).toEqual({
      accountId: 2,
      cardAliasName: 'Travel',
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('account-name').map((n) => n.textContent)).toEqual(['Daily', 'Travel']),
    );
    expect((await screen.findByTestId('toast')).textContent).toContain('Account renamed.');
  });
});
