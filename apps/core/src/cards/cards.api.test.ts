import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUSES, ERROR_MESSAGES, METHOD_CALLS } from '@openportal/contract';
import { luhnValid } from './issuer/vault.ts';
import {
  accountIn,
  accountsOf,
  applyFor,
  call,
  cardRow,
  reveal,
  setStatus,
  startCardsWorld,
  type TCardsWorld,
} from './cards-test-kit.ts';

let w: TCardsWorld;
beforeAll(async () => {
  w = await startCardsWorld();
  // A USD 5.00 issuing fee and a 1.00 activation fee for everyone of the brand (through the quote).
  for (const [kind, fee] of [
    ['cardIssue', 500],
    ['cardActivation', 100],
  ] as const)
    await w.t.db.query(
      `INSERT INTO fee_rules (brand, transfer_kind, currency, kyc_level, fee_fixed_minor, fee_percent_bps, fee_min_minor)
       VALUES ('paywave', $1, 'USD', 0, $2, 0, 0)`,
      [kind, fee],
    );
});
afterAll(async () => w?.t.close());
const addAddress = (customerId: string) =>
  w.t.db.query(
    `INSERT INTO customer_addresses (customer_id, address_type, address1, city, postal_code, country_code)
     VALUES ($1, 1, '1 Test Street', 'London', 'E1 1AA', 'GB')`,
    [customerId],
  );

const ok = { responseCode: '00' };

describe('a virtual card: apply, activate, reveal, load, pause, unpause, block, reissue', () => {
  it('applies once per key, charges the issuing fee, keeps no PAN, CVV or PIN in clear', async () => {
    const { t, me } = w;
    const usd = await accountIn(t, me, 'USD');
    const info = await call(t, me, 'cardApplyInfoGet', {});
    expect(METHOD_CALLS.cardApplyInfoGet.response.safeParse(info.body).success).toBe(true);
    const products = info.body.products as Array<{ type: number; fees: Array<{ type: string; fee: string }> }>;
    expect(products.find((p) => p.type === 2006)!.fees).toContainEqual({
      type: 'cardIssue',
      fee: '5.00',
      feeCurrency: 'USD',
    });
    const body = { type: 2006, feeAccountId: usd.accountId };
    const first = await call(t, me, 'cardApply', body, 'apply-1');
    expect(first.body.responseCode).toBe('00');
    const replay = await call(t, me, 'cardApply', body, 'apply-1');
    expect(replay.body).toEqual(first.body);
    const accountId = first.body.accountId as number;
    const after = await accountsOf(t, me);
    expect(after.find((a) => a.accountId === usd.accountId)!.balance).toBe((Number(usd.balance) - 5).toFixed(2));
    expect(after.find((a) => a.accountId === accountId)).toMatchObject({
      type: 2006,
      subType: 'PREPAID',
      balance: '0.00',
      accountStatusId: CARD_STATUSES.submitted,
      cardIsVirtual: true,
      cardReissuedStatusId: null,
      cardExpiryYear: new Date().getUTCFullYear() + 3,
    });
    const row = (await cardRow(t, accountId))!;
    expect(row).toMatchObject({ status_id: CARD_STATUSES.submitted, pan_bin: '400000', is_virtual: true });
    expect(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).not.toMatch(
      /[0-9]{12,}/,
    );
  });

  it('activates with the activation fee, reveals details and PIN behind a code, changes the PIN', async () => {
    const { t, me } = w;
    const accountId = await applyFor(t, me);
    const usd = await accountIn(t, me, 'USD');
    const data = await call(t, me, 'cardActivationDataGet', { accountId });
    expect(data.body).toMatchObject({
      fees: [{ type: 'cardActivation', fee: '1.00' }],
      extraParams: [],
      feeCurrency: 'USD',
    });
    const noFeeAccount = await call(t, me, 'cardActivate', { accountId });
    expect(noFeeAccount.body.validationErrors).toEqual([
      { field: 'feeAccountId', message: ERROR_MESSAGES.chooseOwnAccount },
    ]);
    expect(await call(t, me, 'cardActivate', { accountId, feeAccountId: usd.accountId })).toMatchObject({
      body: { ...ok, pinCode: null },
    });
    expect((await accountIn(t, me, 'USD')).balance).toBe((Number(usd.balance) - 1).toFixed(2));
    const again = await call(t, me, 'cardActivate', { accountId, feeAccountId: usd.accountId });
    expect(again.body.responseDescription).toBe(ERROR_MESSAGES.cardActionNotAllowed);

    const asked = await call(t, me, 'cardVirtualDetailsGet', { accountId });
    expect(asked.body.validationErrors).toEqual([{ field: 'otp', message: ERROR_MESSAGES.cardCodeSent }]);
    const wrong = await call(t, me, 'cardVirtualDetailsGet', { accountId, otp: '000000' });
    expect(wrong.body.validationErrors).toEqual([{ field: 'otp', message: ERROR_MESSAGES.invalidSecurityCode }]);
    const details = await reveal(t, me, 'cardVirtualDetailsGet', { accountId });
    expect(details.body).toMatchObject({ ...ok, statusId: CARD_STATUSES.active });
    const pan = details.body.cardNumber as string;
    expect(pan).toMatch(/^400000[0-9]{10}$/);
    expect(luhnValid(pan)).toBe(true);
    expect(details.body.cvv).toMatch(/^[0-9]{3}$/);
    expect(pan.slice(-4)).toBe((await cardRow(t, accountId))!.pan_last4);

    const pin = (await reveal(t, me, 'cardPinShow', { accountId })).body.pin as string;
    expect(pin).toMatch(/^[0-9]{4}$/);
    const mismatch = await call(t, me, 'cardPinChange', { accountId, pin: '1234', pinRepeat: '4321' });
    expect(mismatch.body.validationErrors).toEqual([{ field: 'pinRepeat', message: 'PINs do not match' }]);
    expect((await reveal(t, me, 'cardPinChange', { accountId, pin: '2468', pinRepeat: '2468' })).body).toEqual(ok);
    expect((await reveal(t, me, 'cardPinGet', { accountId })).body).toEqual({ ...ok, pin: '2468' });
    expect((await cardRow(t, accountId))!.pin_offset).not.toBe('2468');
  });

  it('loads an active card through the ledger once per key, then pause, unpause and block follow the rules', async () => {
    const { t, me } = w;
    const accountId = await applyFor(t, me);
    await setStatus(t, accountId, CARD_STATUSES.active);
    const usd = await accountIn(t, me, 'USD');
    const body = { accountId, fromAccountId: usd.accountId, amount: '25.50', currency: 'USD' };
    const loaded = await call(t, me, 'cardLoad', body, 'load-1');
    expect(loaded.body).toMatchObject(ok);
    expect((await call(t, me, 'cardLoad', body, 'load-1')).body).toEqual(loaded.body);
    const after = await accountsOf(t, me);
    expect(after.find((a) => a.accountId === accountId)!.balance).toBe('25.50');
    expect(after.find((a) => a.accountId === usd.accountId)!.balance).toBe((Number(usd.balance) - 25.5).toFixed(2));
    const eur = await accountIn(t, me, 'EUR');
    const wrongCurrency = await call(t, me, 'cardLoad', { ...body, fromAccountId: eur.accountId }, true);
    expect(wrongCurrency.body.validationErrors).toEqual([
      { field: 'fromAccountId', message: ERROR_MESSAGES.cardLoadCurrency },
    ]);
    const tooMuch = await call(t, me, 'cardLoad', { ...body, amount: '99999999.00' }, true);
    expect(tooMuch.body.validationErrors).toEqual([{ field: 'amount', message: ERROR_MESSAGES.insufficientFunds }]);

    expect((await call(t, me, 'cardPause', { accountId })).body).toEqual(ok);
    expect((await call(t, me, 'cardLoad', body, true)).body.responseDescription).toBe(
      ERROR_MESSAGES.cardActionNotAllowed,
    );
    expect((await call(t, me, 'cardPause', { accountId })).body.responseDescription).toBe(
      ERROR_MESSAGES.cardActionNotAllowed,
    );
    expect((await call(t, me, 'cardUnpause', { accountId })).body).toEqual(ok);
    expect(await cardRow(t, accountId)).toMatchObject({ status_id: CARD_STATUSES.active });
    // A card whose expiry month passed while it was paused comes back expired.
    expect((await call(t, me, 'cardPause', { accountId })).body).toEqual(ok);
    await t.db.query('UPDATE cards SET expiry_month = 1, expiry_year = 2020 WHERE account_id = $1', [accountId]);
    expect((await call(t, me, 'cardUnpause', { accountId })).body).toEqual(ok);
    expect(await cardRow(t, accountId)).toMatchObject({ status_id: CARD_STATUSES.expired });
    await setStatus(t, accountId, CARD_STATUSES.active);
    expect((await call(t, me, 'cardBlock', { accountId, reason: 'lost' })).body).toEqual(ok);
    expect(await cardRow(t, accountId)).toMatchObject({ status_id: CARD_STATUSES.canceled, block_reason: 'lost' });
    expect((await accountsOf(t, me)).find((a) => a.accountId === accountId)!.balance).toBe('25.50');
  });

  it('reissues a blocked card on the same account with a new number, keeping balance and PIN', async () => {
    const { t, me } = w;
    await addAddress(me.customerId);
    const accountId = await applyFor(t, me, 2016);
    await setStatus(t, accountId, CARD_STATUSES.canceled);
    const before = (await cardRow(t, accountId))!;
    expect((await call(t, me, 'cardReissue', { accountId, isExpressShipping: false })).body).toEqual({
      ...ok,
      accountId,
    });
    const after = (await cardRow(t, accountId))!;
    expect(after).toMatchObject({
      status_id: CARD_STATUSES.submitted,
      reissued_status_id: CARD_STATUSES.canceled,
      generation: 2,
    });
    expect(after.pan_token).not.toBe(before.pan_token);
    expect((await call(t, me, 'cardReissueShippingUpgrade', { accountId })).body).toEqual(ok);
    const twice = await call(t, me, 'cardReissueShippingUpgrade', { accountId });
    expect(twice.body.validationErrors).toEqual([{ field: 'accountId', message: ERROR_MESSAGES.cardAlreadyExpress }]);
    await setStatus(t, accountId, CARD_STATUSES.shipped);
    const noDigits = await call(t, me, 'cardActivate', { accountId, extraParams: {} });
    expect(noDigits.body.validationErrors).toEqual([
      { field: 'extraParams.cardLast4', message: ERROR_MESSAGES.cardExtraParamRequired },
    ]);
    const usd = await accountIn(t, me, 'USD');
    const activated = await call(t, me, 'cardActivate', {
      accountId,
      extraParams: { cardLast4: after.pan_last4 as string },
      feeAccountId: usd.accountId,
    });
    expect(activated.body).toEqual({ ...ok, pinCode: null });
  });
});

describe('refusals change nothing', () => {
  it("refuses another customer's card on every card call, an unknown product, a foreign fee account", async () => {
    const { t, me, other } = w;
    const theirs = await applyFor(t, other);
    const before = await cardRow(t, theirs);
    for (const [method, body] of [
      ['cardPause', { accountId: theirs }],
      ['cardBlock', { accountId: theirs }],
      ['cardActivationDataGet', { accountId: theirs }],
      ['cardVirtualDetailsGet', { accountId: theirs }],
      ['cardPinShow', { accountId: theirs }],
      ['cardReissue', { accountId: theirs, isExpressShipping: false }],
    ] as const) {
      const r = await call(t, me, method, body);
      expect(r.body.validationErrors, method).toEqual([{ field: 'accountId', message: ERROR_MESSAGES.cardNotFound }]);
    }
    expect(await cardRow(t, theirs)).toEqual(before);
    const usd = await accountIn(t, me, 'USD');
    const unknown = await call(t, me, 'cardApply', { type: 2100, feeAccountId: usd.accountId }, true);
    expect(unknown.body.validationErrors).toEqual([{ field: 'type', message: ERROR_MESSAGES.cardProductUnknown }]);
    const outOfRange = await call(t, me, 'cardApply', { type: 1001, feeAccountId: usd.accountId }, true);
    expect(outOfRange.body.validationErrors).toEqual([{ field: 'type', message: 'Unknown card product' }]);
    const foreign = await accountIn(t, other, 'USD');
    const r = await call(t, me, 'cardApply', { type: 2006, feeAccountId: foreign.accountId }, true);
    expect(r.body.validationErrors).toEqual([{ field: 'feeAccountId', message: ERROR_MESSAGES.chooseOwnAccount }]);
    const eur = await accountIn(t, me, 'EUR');
    const wrong = await call(t, me, 'cardApply', { type: 2006, feeAccountId: eur.accountId }, true);
    expect(wrong.body.validationErrors).toEqual([{ field: 'feeAccountId', message: ERROR_MESSAGES.cardFeeCurrency }]);
  });

  it('answers BIN info with blocked ranges and refuses a BIN of no scheme', async () => {
    const { t, me } = w;
    expect((await call(t, me, 'cardBinInfo', { binNumber: '400000' })).body).toEqual({
      ...ok,
      brand: 'Visa',
      country: null,
      blocked: false,
    });
    expect((await call(t, me, 'cardBinInfo', { binNumber: '520000' })).body).toEqual({
      ...ok,
      brand: 'Mastercard',
      country: 'NG',
      blocked: true,
    });
    expect((await call(t, me, 'cardBinInfo', { binNumber: '999999' })).body.validationErrors).toEqual([
      { field: 'binNumber', message: ERROR_MESSAGES.binUnknown },
    ]);
    expect((await call(t, me, 'cardBinInfo', { binNumber: '4000' })).body.validationErrors).toEqual([
      { field: 'binNumber', message: 'Card BIN is the first 6 digits' },
    ]);
  });
});
