import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUSES, ERROR_MESSAGES, METHOD_CALLS } from '@openportal/contract';
import { accountIn, applyFor, call, setStatus, startCardsWorld, type TCardsWorld } from '../cards/cards-test-kit.ts';

/** The account calls of issue 24: payment instructions, crypto addresses, default rates, card requirements. */
let w: TCardsWorld;
beforeAll(async () => {
  w = await startCardsWorld();
});
afterAll(async () => w?.t.close());

describe('payment instructions (the house bank details per currency)', () => {
  it('lists one per payment account the house banks in, and marks one seen once', async () => {
    const { t, me } = w;
    const usd = await accountIn(t, me, 'USD');
    const list = await call(t, me, 'paymentInstructionsList', {});
    expect(METHOD_CALLS.paymentInstructionsList.response.safeParse(list.body).success).toBe(true);
    const mine = (list.body.instructions as Array<Record<string, unknown>>).find((i) => i.accountId === usd.accountId)!;
    expect(mine).toMatchObject({
      instructionId: 'house-usd',
      currencyCode: 'USD',
      viewed: false,
      bankDetails: { swift: 'TCBKUS33', countryIsoCode: 'US' },
      reference: `OP${String(usd.accountId).padStart(9, '0')}`,
    });
    const seen = { instructionId: 'house-usd', accountId: usd.accountId };
    expect((await call(t, me, 'paymentInstructionSetViewed', seen)).body).toEqual({ responseCode: '00' });
    expect((await call(t, me, 'paymentInstructionSetViewed', seen)).body).toEqual({ responseCode: '00' });
    const one = await call(t, me, 'paymentInstructionsList', { accountId: usd.accountId });
    expect(one.body.instructions).toEqual([{ ...mine, viewed: true }]);
  });
  it("refuses another customer's account and an instruction the account does not have", async () => {
    const { t, me, other } = w;
    const theirs = await accountIn(t, other, 'USD');
    expect(
      (await call(t, me, 'paymentInstructionsList', { accountId: theirs.accountId })).body.validationErrors,
    ).toEqual([{ field: 'accountId', message: ERROR_MESSAGES.chooseOwnAccount }]);
    const usd = await accountIn(t, me, 'USD');
    const wrong = await call(t, me, 'paymentInstructionSetViewed', {
      instructionId: 'house-eur',
      accountId: usd.accountId,
    });
    expect(wrong.body.validationErrors).toEqual([
      { field: 'instructionId', message: ERROR_MESSAGES.paymentInstructionNotFound },
    ]);
  });
});

describe('crypto wallet, default rates, card requirements', () => {
  it('gives the same test address per customer and currency, only for an own account in that crypto currency', async () => {
    const { t, me, other } = w;
    const btc = await call(t, me, 'currencyAccountAdd', { currencyCode: 'BTC' }, true);
    const accountId = btc.body.accountId as number;
    const first = await call(t, me, 'cryptoWalletCreate', { currencyCode: 'BTC', accountId });
    expect(first.body.address).toMatch(/^tb1q[02-9ac-hj-np-z]{32}$/);
    expect((await call(t, me, 'cryptoWalletCreate', { currencyCode: 'BTC', accountId })).body).toEqual(first.body);
    const usd = await accountIn(t, me, 'USD');
    expect(
      (await call(t, me, 'cryptoWalletCreate', { currencyCode: 'USD', accountId: usd.accountId })).body
        .validationErrors,
    ).toEqual([{ field: 'currencyCode', message: ERROR_MESSAGES.cryptoCurrencyOnly }]);
    expect((await call(t, me, 'cryptoWalletCreate', { currencyCode: 'ETH', accountId })).body.validationErrors).toEqual(
      [{ field: 'accountId', message: ERROR_MESSAGES.noAccountInCurrency }],
    );
    const theirs = await accountIn(t, other, 'USD');
    expect(
      (await call(t, me, 'cryptoWalletCreate', { currencyCode: 'BTC', accountId: theirs.accountId })).body
        .validationErrors,
    ).toEqual([{ field: 'accountId', message: ERROR_MESSAGES.chooseOwnAccount }]);
  });
  it('answers the default rates at the customer rate (mid less spread)', async () => {
    const { t, me } = w;
    await t.db.query(
      `INSERT INTO fx_rates (sell_currency, buy_currency, rate, spread_bps) VALUES ('USD', 'RON', '4.5', 100)
       ON CONFLICT (sell_currency, buy_currency) DO UPDATE SET rate = '4.5', spread_bps = 100`,
    );
    const r = await call(t, me, 'defaultExchangeRatesGet', {});
    expect(METHOD_CALLS.defaultExchangeRatesGet.response.safeParse(r.body).success).toBe(true);
    const rates = (r.body.rates as { rate: Array<Record<string, string>> }).rate;
    expect(rates).toContainEqual({ fromCurrencyCode: 'USD', toCurrencyCode: 'RON', rate: '4.455000' });
  });
  it('says what a card still needs, and which cards an address change cancels or strands', async () => {
    const { t, me } = w;
    await t.db.query(
      `INSERT INTO customer_addresses (customer_id, address_type, address1, city, postal_code, country_code)
       VALUES ($1, 1, '1 Strada Test', 'Cluj', '400001', 'RO')`,
      [me.customerId],
    );
    await t.db.query(`UPDATE customers SET residence_country_code = 'RO' WHERE id = $1`, [me.customerId]);
    const oldAddressId = (
      await t.db.query<{ id: number }>('SELECT max(id) AS id FROM customer_addresses WHERE customer_id = $1', [
        me.customerId,
      ])
    ).rows[0]!.id;
    const virtualUsd = await applyFor(t, me, 2006);
    const physicalEur = await applyFor(t, me, 2017, 'EUR');
    const ron = await call(t, me, 'currencyAccountAdd', { currencyCode: 'RON' }, true);
    expect(ron.body.responseCode).toBe('00');
    const virtualRon = await applyFor(t, me, 2008, 'RON');
    const req = await call(t, me, 'crossPlatformRequirementGet', { accountId: virtualUsd });
    expect(req.body).toMatchObject({ responseCode: '00', required: true });
    expect(req.body.requirements).toContain('activateCard');
    await setStatus(t, virtualUsd, CARD_STATUSES.active);
    expect(
      (await call(t, me, 'crossPlatformRequirementGet', { accountId: virtualUsd })).body.requirements,
    ).not.toContain('activateCard');
    const check = await call(t, me, 'addressReplacementCompatibilityCheck', { countryCode: 'GB', oldAddressId });
    expect(check.body).toEqual({
      responseCode: '00',
      cardsToCancel: [virtualRon],
      cardsShippedToOldAddress: [physicalEur],
    });
    const foreign = await call(t, me, 'addressReplacementCompatibilityCheck', {
      countryCode: 'GB',
      oldAddressId: 999999,
    });
    expect(foreign.body.validationErrors).toEqual([{ field: 'oldAddressId', message: ERROR_MESSAGES.notFound }]);
  });
});
