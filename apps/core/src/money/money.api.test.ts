import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS, type TAccount, type TRealtimeDelivery } from '@openportal/contract';
import { setAccountStatus } from '@openportal/ledger';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let auth: Record<string, string>;
let otherAuth: Record<string, string>;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}` };
  otherAuth = {
    authorization: `Bearer ${(await signIn(t, demoEmail('business', 'paywave'), DEMO_PASSWORD)).accessToken}`,
  };
});
afterAll(async () => t?.close());

async function accounts(headers = auth): Promise<TAccount[]> {
  const r = await callMethod(t, 'balanceInquiry', {}, headers);
  expect(METHOD_CALLS.balanceInquiry.response.safeParse(r.body).success).toBe(true);
  return r.body.accounts as TAccount[];
}
const byCurrency = (list: TAccount[], c: string) => list.find((a) => a.currencyCode === c && a.type === 1001)!;

describe('balance inquiry', () => {
  it('lists the demo USD and EUR accounts with exact balances', async () => {
    const list = await accounts();
    expect(list.map((a) => [a.currencyCode, a.type, a.balance]).sort()).toEqual([
      ['EUR', 1001, '8000.00'],
      ['USD', 1001, '12500.00'],
      ['USD', 4001, '500.00'],
    ]);
  });
  it('needs a valid bearer token', async () => {
    const r = await callMethod(t, 'balanceInquiry', {}, { authorization: 'Bearer nope' });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.accessTokenInvalid });
  });
  it('honours Customer-Id only for customers the user has rights on', async () => {
    const mine = byCurrency(await accounts(), 'USD').customerId;
    const r = await callMethod(t, 'balanceInquiry', {}, { ...otherAuth, 'customer-id': mine });
    expect(r.status).toBe(403);
    expect(r.body.responseCode).toBe('ENOA');
    const own = await callMethod(t, 'balanceInquiry', {}, { ...auth, 'customer-id': mine });
    expect(own.body.responseCode).toBe('00');
  });
});

describe('transfer between own accounts', () => {
  it('quotes fee and maximum, then moves money once per idempotency key and announces it', async () => {
    const second = await t.db.query<{ id: string }>(`SELECT customer_id AS id FROM customer_access LIMIT 1`);
    expect(second.rows.length).toBe(1);
    // A second USD account to move into.
    const usd = byCurrency(await accounts(), 'USD');
    const { openAccount } = await import('@openportal/ledger');
    const opened = await openAccount(t.db, { customerId: usd.customerId, currency: 'USD', type: 4001 });
    if (!opened.ok) throw new Error(opened.error);
    const target = Number(opened.value.accountId);

    const fee = await callMethod(
      t,
      'transferBetweenAccountsFee',
      { amount: '10.00', currency: 'USD', fromAccountId: usd.accountId, toAccountId: target },
      auth,
    );
    expect(fee.body).toEqual({ responseCode: '00', fee: '0.00', feeCurrencyCode: 'USD' });
    const max = await callMethod(
      t,
      'transferBetweenAccountsMaxAmount',
      { operation: 'betweenAccounts', fromAccountId: usd.accountId, toAccountId: target },
      auth,
    );
    expect(max.body).toMatchObject({ responseCode: '00', amount: '12500.00' });

    const deliveries: TRealtimeDelivery[] = [];
    const unsubscribe = t.core.hub.subscribe((d) => deliveries.push(d));
    const body = { toAmount: '100.25', currency: 'USD', fromAccount: usd.accountId, toAccount: target };
    const first = await callMethod(t, 'transferBetweenAccounts', body, { ...auth, 'idempotency-key': 'k-1' });
    expect(first.body).toMatchObject({ responseCode: '00', fee: '0.00' });
    const replay = await callMethod(t, 'transferBetweenAccounts', body, { ...auth, 'idempotency-key': 'k-1' });
    expect(replay.body.transactionId).toBe(first.body.transactionId);
    const changed = await callMethod(
      t,
      'transferBetweenAccounts',
      { ...body, toAmount: '1.00' },
      { ...auth, 'idempotency-key': 'k-1' },
    );
    expect(changed.body).toMatchObject({
      responseCode: 'VF',
      responseDescription: ERROR_MESSAGES.idempotencyKeyReused,
    });

    const after = await accounts();
    expect(after.find((a) => a.accountId === usd.accountId)!.balance).toBe('12399.75');
    expect(after.find((a) => a.accountId === target)!.balance).toBe('100.25');

    // Published after the money's commit (realtime/publisher.ts); BalanceChanged with the balances.
    await expect
      .poll(() => deliveries.map((d) => d.event.type).sort())
      .toEqual(['BalanceChanged', 'TransactionCreated']);
    unsubscribe();
    expect(deliveries[0]!.userIds).toHaveLength(1);
    const balanceEvent = deliveries.find((d) => d.event.type === 'BalanceChanged')!.event;
    expect(
      balanceEvent.type === 'BalanceChanged' && balanceEvent.balances?.map((b) => [b.accountId, b.balance]).sort(),
    ).toEqual(
      [
        [usd.accountId, '12399.75'],
        [target, '100.25'],
      ].sort(),
    );

    const history = await callMethod(t, 'historyGet', { accountId: target }, auth);
    expect(METHOD_CALLS.historyGet.response.safeParse(history.body).success).toBe(true);
    expect(history.body).toMatchObject({
      total: 1,
      pageSize: 20,
      history: [{ amount: '100.25', direction: 'in', transactionType: 'betweenAccounts' }],
    });
    const outgoing = await callMethod(t, 'historyGet', { transactionDirection: 'out' }, auth);
    expect(outgoing.body).toMatchObject({ total: 1, history: [{ amount: '-100.25', accountId: usd.accountId }] });
    const noFees = await callMethod(t, 'historyGet', { excludeTypes: ['deposit'] }, auth);
    expect(noFees.body.total).toBe(2);
    const page = await callMethod(t, 'historyGet', { pageNumber: 2 }, auth);
    expect(page.body).toMatchObject({ total: 5, history: [] });
  });

  it("exchanges between currencies at the quoted rate, in the house's favour", async () => {
    const before = await accounts();
    const usd = byCurrency(before, 'USD');
    const eur = byCurrency(before, 'EUR');
    const rate = await callMethod(
      t,
      'transferExchangeRateGet',
      { fromCurrencyCode: 'USD', toCurrencyCode: 'EUR' },
      auth,
    );
    expect(rate.body).toEqual({ responseCode: '00', rate: '0.916395' });
    const same = await callMethod(
      t,
      'transferExchangeRateGet',
      { fromCurrencyCode: 'EUR', toCurrencyCode: 'EUR' },
      auth,
    );
    expect(same.body).toEqual({ responseCode: '00', rate: '1' });
    const quote = await callMethod(
      t,
      'transferBetweenAccountsFee',
      { amount: '100.00', currency: 'USD', fromAccountId: usd.accountId, toAccountId: eur.accountId },
      auth,
    );
    // 100.00 USD × 0.9210 × (1 − 0.5%) = 91.6395 EUR, rounded down to 91.63.
    expect(quote.body).toEqual({
      responseCode: '00',
      fee: '0.00',
      feeCurrencyCode: 'USD',
      exchangeRate: '0.916395',
      toAmount: '91.63',
      toCurrencyCode: 'EUR',
    });
    const done = await callMethod(
      t,
      'transferBetweenAccounts',
      { toAmount: '100.00', currency: 'USD', fromAccount: usd.accountId, toAccount: eur.accountId },
      { ...auth, 'idempotency-key': 'fx-1' },
    );
    expect(done.body.responseCode).toBe('00');
    const after = await accounts();
    const cents = (v: string) => BigInt(v.replace('.', ''));
    expect(cents(after.find((a) => a.accountId === usd.accountId)!.balance)).toBe(cents(usd.balance) - 10000n);
    expect(cents(after.find((a) => a.accountId === eur.accountId)!.balance)).toBe(cents(eur.balance) + 9163n);
    const { checkInvariants } = await import('@openportal/ledger');
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it.each([
    ['zero', { toAmount: '0' }, 'toAmount'],
    ['negative', { toAmount: '-5' }, 'toAmount'],
    ['too many decimals', { toAmount: '1.001' }, 'toAmount'],
    ['a JSON number', { toAmount: 5 }, 'toAmount'],
    ['an exponent', { toAmount: '1e3' }, 'toAmount'],
    ['more than the balance', { toAmount: '99999999.00' }, 'toAmount'],
    ['the same account twice', { same: true }, 'toAccount'],
    ['a foreign account', { foreign: true }, 'toAccount'],
    ['an unknown currency', { currency: 'usd' }, 'currency'],
  ])('refuses %s and moves nothing', async (_name, change, field) => {
    const before = await accounts();
    const usd = byCurrency(before, 'USD');
    const eur = byCurrency(before, 'EUR');
    const foreign = byCurrency(await accounts(otherAuth), 'USD');
    const { same, foreign: useForeign, ...rest } = change as Record<string, unknown>;
    const body = {
      toAmount: '1.00',
      currency: 'USD',
      fromAccount: usd.accountId,
      toAccount: same ? usd.accountId : useForeign ? foreign.accountId : eur.accountId,
      ...rest,
    };
    if (!same && !useForeign)
      body.toAccount = before.filter((a) => a.currencyCode === 'USD' && a.accountId !== usd.accountId)[0]!.accountId;
    const r = await callMethod(t, 'transferBetweenAccounts', body, {
      ...auth,
      'idempotency-key': `bad-${field}-${Math.random()}`,
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.responseCode).toBe('VF');
    expect((r.body.validationErrors as Array<{ field: string }>).map((e) => e.field)).toContain(field);
    expect(await accounts()).toEqual(before);
  });

  it('requires an idempotency key', async () => {
    const [a, b] = (await accounts()).filter((x) => x.currencyCode === 'USD');
    const r = await callMethod(
      t,
      'transferBetweenAccounts',
      { toAmount: '1.00', currency: 'USD', fromAccount: a!.accountId, toAccount: b!.accountId },
      auth,
    );
    expect(r.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'Idempotency-Key' }] });
  });

  it('refuses to send from a frozen account with its own message, not the closed one', async () => {
    const [a, b] = (await accounts()).filter((x) => x.currencyCode === 'USD');
    await setAccountStatus(t.db, BigInt(a!.accountId), 'frozen');
    const body = { toAmount: '1.00', currency: 'USD', fromAccount: a!.accountId, toAccount: b!.accountId };
    const r = await callMethod(t, 'transferBetweenAccounts', body, { ...auth, 'idempotency-key': 'frozen-1' });
    await setAccountStatus(t.db, BigInt(a!.accountId), 'active');
    expect(r.body).toEqual({ responseCode: 'CA', responseDescription: ERROR_MESSAGES.frozenAccount });
  });
});

describe('bad input never reaches a 5xx', () => {
  it.each([
    ['malformed JSON', '{"toAmount":', 400, 'TA1'],
    ['an array body', '[]', 400, 'TA1'],
    ['an oversized body', JSON.stringify({ keyword: 'x'.repeat(300_000) }), 413, 'TA1'],
  ])('%s', async (_n, payload, status, code) => {
    const r = await t.core.app.inject({
      method: 'POST',
      url: '/?method=historyGet',
      payload,
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(status);
    expect(r.json().responseCode).toBe(code);
  });
  it('an unknown method is IM', async () => {
    const r = await callMethod(t, 'noSuchMethod', {}, auth);
    expect(r.body).toEqual({ responseCode: 'IM', responseDescription: ERROR_MESSAGES.invalidMethod });
  });
  it('an unknown field is VF', async () => {
    const r = await callMethod(t, 'historyGet', { pageNumber: 0, evil: 1 }, auth);
    expect(r.body.responseCode).toBe('VF');
  });
});
