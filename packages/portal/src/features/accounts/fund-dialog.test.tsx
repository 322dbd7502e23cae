import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const instruction = (viewed: boolean) => ({
  instructionId: 'USD-house',
  accountId: 1,
  currencyCode: 'USD',
  viewed,
  bankDetails: {
    address: '388 Greenwich Street',
    city: 'New York',
    zipCode: '10013',
    countryIsoCode: 'US',
    bankName: 'Test Clearing Bank N.A.',
    swift: 'TCBKUS33',
    branch: null,
  },
  beneficiaryName: 'Paywave',
  accountNumber: '021000089-4400912200',
  reference: 'OP100000001',
});

async function home(accounts: unknown[], more: Record<string, THandler>, lang?: 'ro') {
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    'method:balanceInquiry': () => ok({ accounts }),
    ...more,
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/', lang });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findAllByTestId('account-row');
  return api;
}

const fundOf = (id: number) =>
  within(screen.getAllByTestId('account-row').find((r) => r.dataset.accountId === String(id))!).getByTestId(
    'account-fund',
  );

describe('add money to an account (spec 2 §7 payment instructions, crypto wallet)', () => {
  it('shows the house’s bank details and the reference, and marks them seen once', async () => {
    const api = await home([account(1, 'USD', '10.00')], {
      'method:paymentInstructionsList': () => ok({ instructions: [instruction(false)] }),
      'method:paymentInstructionSetViewed': () => ok(),
    });
    fireEvent.click(fundOf(1));
    const dialog = await screen.findByTestId('fund-dialog');
    expect((await within(dialog).findByTestId('fund-account-number')).textContent).toBe('021000089-4400912200');
    expect(within(dialog).getByTestId('fund-reference').textContent).toBe('OP100000001');
    expect(within(dialog).getByTestId('fund-swift').textContent).toBe('TCBKUS33');
    expect(within(dialog).getByTestId('fund-bank-address').textContent).toBe(
      '388 Greenwich Street, New York, 10013, US',
    );
    expect(within(dialog).queryByTestId('fund-branch')).toBeNull();
    expect(api.calls.find((c) => c.key === 'method:paymentInstructionsList')!.body).toEqual({ accountId: 1 });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.key === 'method:paymentInstructionSetViewed').map((c) => c.body)).toEqual([
        { instructionId: 'USD-house', accountId: 1 },
      ]),
    );
    fireEvent.click(within(dialog).getByTestId('fund-close'));
    await waitFor(() => expect(screen.queryByTestId('fund-dialog')).toBeNull());
  });

  it('does not mark seen details again, and says when a currency has none (translated)', async () => {
    const api = await home(
      [account(1, 'USD', '10.00'), account(2, 'JPY', '0')],
      {
        'method:paymentInstructionsList': (b) => ok({ instructions: b.accountId === 1 ? [instruction(true)] : [] }),
        'method:paymentInstructionSetViewed': () => ok(),
      },
      'ro',
    );
    fireEvent.click(fundOf(1));
    await screen.findByTestId('fund-instruction');
    fireEvent.click(screen.getByTestId('fund-close'));
    fireEvent.click(fundOf(2));
    expect((await screen.findByTestId('fund-none')).textContent).toBe('Încă nu există date bancare pentru JPY.');
    expect(api.calls.some((c) => c.key === 'method:paymentInstructionSetViewed')).toBe(false);
  });

  it('gives a crypto account its deposit address instead of bank details', async () => {
    const api = await home([account(5, 'BTC', '0.5')], {
      'method:cryptoWalletCreate': () => ok({ address: 'tb1qexampleaddress0000000000000000000000' }),
    });
    fireEvent.click(fundOf(5));
    fireEvent.click(await screen.findByTestId('fund-crypto-show'));
    expect((await screen.findByTestId('fund-crypto-address')).textContent).toBe(
      'tb1qexampleaddress0000000000000000000000',
    );
    expect(api.calls.find((c) => c.key === 'method:cryptoWalletCreate')!.body).toEqual({
      currencyCode: 'BTC',
      accountId: 5,
    });
    expect(api.calls.some((c) => c.key === 'method:paymentInstructionsList')).toBe(false);
  });
  it('shows the default exchange rates into the account’s currency under its bank details', async () => {
    const rate = (fromCurrencyCode: string, toCurrencyCode: string, r: string) => ({
      fromCurrencyCode,
      toCurrencyCode,
      rate: r,
    });
    await home([account(1, 'USD', '10.00')], {
      'method:paymentInstructionsList': () => ok({ instructions: [instruction(true)] }),
      'method:defaultExchangeRatesGet': () =>
        ok({
          rates: { rate: [rate('EUR', 'USD', '1.0712'), rate('USD', 'EUR', '0.9211'), rate('GBP', 'USD', '1.2530')] },
        }),
    });
    fireEvent.click(fundOf(1));
    const rates = await within(await screen.findByTestId('fund-dialog')).findByTestId('fund-rates');
    expect(
      within(rates)
        .getAllByTestId('fund-rate')
        .map((r) => r.textContent),
    ).toEqual(['1 EUR = 1.0712 USD', '1 GBP = 1.2530 USD']);
  });
});
