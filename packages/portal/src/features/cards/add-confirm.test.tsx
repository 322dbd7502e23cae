import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CARD_STATUSES, ERROR_MESSAGES } from '@openportal/contract';
import { account, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';
import { cardAccount, cardsApi, future, refused } from '../../test/cards-kit.ts';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const fee = (type: string, amount: string, currency = 'USD') => ({ type, fee: amount, feeCurrency: currency });
const PRODUCTS = [
  {
    type: 2006,
    name: 'Virtual prepaid card USD',
    isVirtual: true,
    currencyCode: 'USD',
    subType: 'PREPAID',
    fees: [fee('cardIssue', '2.00'), fee('cardActivation', '0.00')],
  },
  {
    type: 2017,
    name: 'Prepaid card EUR',
    isVirtual: false,
    currencyCode: 'EUR',
    subType: 'PREPAID',
    fees: [fee('cardIssue', '10.00', 'EUR'), fee('cardExpressShipping', '25.00', 'EUR')],
  },
  {
    type: 2036,
    name: 'Virtual debit card USD',
    isVirtual: true,
    currencyCode: 'USD',
    subType: 'DEBIT',
    fees: [fee('cardIssue', '0.00'), fee('cardActivation', '0.00')],
  },
];
const ADDRESS = {
  ...{
    addressId: 4,
    address1: '1 High Street',
    address2: null,
    city: 'London',
    postalCode: 'N1 1AA',
    countryCode: 'GB',
  },
  ...{ stateCode: null, stateName: null, addressStatus: 1, confirmed: true, uploadedDocuments: [] },
  ...{ isDocumentOutOfDate: false, isCardDocumentRequired: false, isDocumentRequired: false },
};

async function render(path: string, accounts: () => unknown[], more: Parameters<typeof cardsApi>[1]) {
  const api = cardsApi(accounts, more);
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path });
  await services.session.signIn(future());
  return api;
}

describe('add-card (spec 2 §2 apply)', () => {
  it('lists the products with their quoted fees, applies for a virtual card and goes on to activate it', async () => {
    let held: unknown[] = [account(1, 'USD', '50.00'), account(2, 'EUR', '50.00')];
    const api = await render('/add-card', () => held, {
      'method:cardApplyInfoGet': () => ok({ products: PRODUCTS }),
      'method:addressInquiry': () => ok({ addresses: [ADDRESS] }),
      'method:cardApply': () => {
        held = [...held, cardAccount(9, { status: CARD_STATUSES.submitted })];
        return ok({ accountId: 9 });
      },
      'method:cardActivationDataGet': () =>
        ok({ fees: [fee('cardActivation', '0.00')], extraParams: [], feeCurrency: 'USD' }),
    });
    const products = await screen.findAllByTestId('add-card-product');
    expect(products.map((p) => p.dataset.type)).toEqual(['2006', '2017', '2036']);
    expect(screen.queryByTestId('add-card-settlement-account')).toBeNull();
    expect(products[0]!.textContent).toContain('Issuing fee: $2.00');
    expect(products[0]!.textContent).toContain('Activation fee: Free');
    expect(screen.queryByTestId('add-card-address')).toBeNull();
    expect([...(screen.getByTestId('add-card-fee-account') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '1',
    ]);
    fireEvent.click(screen.getByTestId('add-card-submit'));
    await screen.findByTestId('confirm-card');
    await waitFor(() => expect(where.path).toBe('/confirm-card/9'));
    const sent = api.calls.find((c) => c.key === 'method:cardApply')!;
    expect(sent.body).toEqual({ type: 2006, feeAccountId: 1 });
    expect(sent.headers['idempotency-key']).toBeTruthy();
  });

  it('ships a physical card to an address of the profile, paid from an account in its currency', async () => {
    const api = await render('/add-card', () => [account(1, 'USD', '50.00'), account(2, 'EUR', '50.00')], {
      'method:cardApplyInfoGet': () => ok({ products: PRODUCTS }),
      'method:addressInquiry': () => ok({ addresses: [ADDRESS] }),
      'method:cardApply': () => refused('feeAccountId', ERROR_MESSAGES.insufficientFunds),
    });
    fireEvent.click(await screen.findByTestId('add-card-product-2017'));
    expect((screen.getByTestId('add-card-address') as HTMLSelectElement).textContent).toBe(
      '1 High Street, London, N1 1AA, GB',
    );
    expect((screen.getByTestId('add-card-fee-account') as HTMLSelectElement).value).toBe('2');
    fireEvent.click(screen.getByTestId('add-card-submit'));
    expect((await screen.findByTestId('field-error')).dataset.field).toBe('feeAccountId');
    expect(api.calls.find((c) => c.key === 'method:cardApply')!.body).toEqual({
      type: 2017,
      feeAccountId: 2,
      addressId: 4,
    });
    await waitFor(() => expect(where.path).toBe('/add-card'));
  });

  it('settles a debit card on a current account of its currency the customer picks', async () => {
    let applied = 0;
    const prepayment = { ...account(3, 'USD', '5.00'), type: 4001 };
    const debitCard = { ...cardAccount(7, { status: CARD_STATUSES.active }), subType: 'DEBIT', settlementAccountId: 1 };
    const accounts = [account(1, 'USD', '50.00'), account(2, 'EUR', '50.00'), prepayment, account(5, 'USD', '9.00')];
    const api = await render('/add-card', () => [...accounts, debitCard], {
      'method:cardApplyInfoGet': () => ok({ products: PRODUCTS }),
      'method:addressInquiry': () => ok({ addresses: [ADDRESS] }),
      'method:cardApply': () =>
        ++applied > 1 ? ok({ accountId: 9 }) : refused('settlementAccountId', ERROR_MESSAGES.cardSettlementAccount),
    });
    fireEvent.click(await screen.findByTestId('add-card-product-2036'));
    const settle = screen.getByTestId('add-card-settlement-account') as HTMLSelectElement;
    expect([...settle.options].map((o) => o.value)).toEqual(['1', '5']);
    // A debit card's own account (no money of its own) pays no fee.
    const payers = [...(screen.getByTestId('add-card-fee-account') as HTMLSelectElement).options].map((o) => o.value);
    expect(payers).toEqual(['1', '3', '5']);
    type('add-card-settlement-account', '5');
    fireEvent.click(screen.getByTestId('add-card-submit'));
    const error = await screen.findByTestId('field-error');
    expect([error.dataset.field, error.textContent]).toEqual([
      'settlementAccountId',
      ERROR_MESSAGES.cardSettlementAccount,
    ]);
    expect(api.calls.find((c) => c.key === 'method:cardApply')!.body).toEqual({
      type: 2036,
      feeAccountId: 1,
      settlementAccountId: 5,
    });
    // Applied: a debit card starts active and has no card screens; its spend shows in history.
    fireEvent.click(screen.getByTestId('add-card-submit'));
    await waitFor(() => expect(where.path).toBe('/history'));
  });

  it('says a physical card needs an address and a fee account in its currency', async () => {
    await render('/add-card', () => [account(1, 'USD', '50.00')], {
      'method:cardApplyInfoGet': () => ok({ products: PRODUCTS }),
      'method:addressInquiry': () => ok({ addresses: [] }),
    });
    fireEvent.click(await screen.findByTestId('add-card-product-2017'));
    expect(screen.getByTestId('add-card-no-address')).toBeTruthy();
    expect(screen.getByTestId('add-card-no-fee-account').textContent).toBe(
      'You need a EUR account to pay the card fees.',
    );
  });
});

describe('confirm-card (activation: fees, extra parameters, fee account)', () => {
  it('asks the extra parameters and the fee account, then activates and shows the active card', async () => {
    let status: number = CARD_STATUSES.shipped;
    const api = await render(
      '/confirm-card/8',
      () => [account(1, 'USD', '50.00'), cardAccount(8, { virtual: false, status })],
      {
        'method:cardActivationDataGet': () =>
          ok({
            fees: [fee('cardActivation', '3.00')],
            extraParams: [{ name: 'cardLast4', required: true }],
            feeCurrency: 'USD',
          }),
        'method:cardActivate': () => {
          status = CARD_STATUSES.active;
          return ok({ pinCode: null });
        },
      },
    );
    expect((await screen.findByTestId('confirm-card-fees')).textContent).toBe('Activation fee: $3.00');
    fireEvent.click(screen.getByTestId('confirm-card-submit'));
    expect((await screen.findByTestId('field-error')).dataset.field).toBe('extraParams.cardLast4');
    expect(api.calls.some((c) => c.key === 'method:cardActivate')).toBe(false);
    type('confirm-card-param-cardLast4', '4242');
    fireEvent.click(screen.getByTestId('confirm-card-submit'));
    await screen.findByTestId('card-detail');
    await waitFor(() => expect(where.path).toBe('/cards/8'));
    expect(api.calls.find((c) => c.key === 'method:cardActivate')!.body).toEqual({
      accountId: 8,
      extraParams: { cardLast4: '4242' },
      feeAccountId: 1,
    });
    await waitFor(() => expect(screen.getByTestId('card-status').textContent).toBe('Active'));
  });

  it('tells an active card it needs no activation, and sends another customer’s card home', async () => {
    await render('/confirm-card/7', () => [cardAccount(7)], {});
    expect(await screen.findByTestId('confirm-card-not-needed')).toBeTruthy();
    cleanup();
    await render('/confirm-card/5', () => [cardAccount(7)], {});
    await waitFor(() => expect(where.path).toBe('/'));
  });
});
