import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS, type TAccount } from '@openportal/contract';
import { checkInvariants, openAccount } from '@openportal/ledger';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { setRule } from './pricing/pricing-test-kit.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let auth: Record<string, string>;
let usd: TAccount;
let eur: TAccount;
let target: number;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}` };
  const list = await accounts();
  usd = list.find((a) => a.currencyCode === 'USD' && a.type === 1001)!;
  eur = list.find((a) => a.currencyCode === 'EUR' && a.type === 1001)!;
  const opened = await openAccount(t.db, { customerId: usd.customerId, currency: 'USD', type: 4001 });
  if (!opened.ok) throw new Error(opened.error);
  target = Number(opened.value.accountId);
});
afterAll(async () => t?.close());

async function accounts(): Promise<TAccount[]> {
  return (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
}
const balanceOf = async (id: number) => (await accounts()).find((a) => a.accountId === id)!.balance;
const transfer = (toAmount: string, key: string, to = target) =>
  callMethod(
    t,
    'transferBetweenAccounts',
    { toAmount, currency: 'USD', fromAccount: usd.accountId, toAccount: to },
    { ...auth, 'idempotency-key': key },
  );
const limits = async () => {
  const r = await callMethod(
    t,
    'customerLimitsGet',
    { type: 'betweenAccounts', fromAccountId: usd.accountId, toAccountId: target },
    auth,
  );
  expect(METHOD_CALLS.customerLimitsGet.response.safeParse(r.body).success).toBe(true);
  return r.body.limits as Record<string, string>[];
};
const maxAmount = async () =>
  (
    await callMethod(
      t,
      'transferBetweenAccountsMaxAmount',
      { operation: 'betweenAccounts', fromAccountId: usd.accountId, toAccountId: target },
      auth,
    )
  ).body.amount;
const refusedFor = (key: keyof typeof ERROR_MESSAGES) => ({
  responseCode: 'VF',
  validationErrors: [{ field: 'toAmount', message: ERROR_MESSAGES[key] }],
});

describe('pricing and limits (quote)', () => {
  it('prices a transfer by its rule: the fee quoted, charged on its own leg, the limits shown and enforced', async () => {
    // 1.00 + 1% (at least 1.00, at most 50.00); 1,000 a transfer, 1,500 a day.
    await setRule(t.db, { fixed: 100n, percentBps: 100, min: 100n, max: 5000n, single: 100_000n, daily: 150_000n });
    const fee = await callMethod(
      t,
      'transferBetweenAccountsFee',
      { amount: '100.00', currency: 'USD', fromAccountId: usd.accountId, toAccountId: target },
      auth,
    );
    expect(fee.body).toEqual({ responseCode: '00', fee: '2.00', feeCurrencyCode: 'USD' });
    expect(await maxAmount()).toBe('1000.00');
    expect(await limits()).toEqual([
      { period: 'transaction', amount: '1000.00', used: '0.00', currencyCode: 'USD' },
      { period: 'day', amount: '1500.00', used: '0.00', currencyCode: 'USD' },
    ]);

    const fromBefore = BigInt((await balanceOf(usd.accountId)).replace('.', ''));
    expect((await transfer('100.00', 'p-1')).body).toMatchObject({ responseCode: '00', fee: '2.00' });
    expect(BigInt((await balanceOf(usd.accountId)).replace('.', ''))).toBe(fromBefore - 10_200n);
    expect(await balanceOf(target)).toBe('100.00');
    const history = await callMethod(t, 'historyGet', { accountId: usd.accountId, transactionType: 'fees' }, auth);
    expect(history.body).toMatchObject({ total: 1, history: [{ amount: '-2.00', transactionType: 'fees' }] });

    // Over one transfer's limit, then over what is left of the day: refused, nothing moved or counted.
    expect((await transfer('1000.01', 'p-2')).body).toMatchObject(refusedFor('limitSingleExceeded'));
    expect((await transfer('1000.00', 'p-3')).body.responseCode).toBe('00');
    expect(await maxAmount()).toBe('400.00');
    expect((await transfer('400.01', 'p-4')).body).toMatchObject(refusedFor('limitDailyExceeded'));
    expect(await balanceOf(target)).toBe('1100.00');
    expect((await limits())[1]).toMatchObject({ period: 'day', used: '1100.00' });
    // A retry of a transfer that filled the day replays, it is not refused for the limit.
    expect((await transfer('1000.00', 'p-3')).body.responseCode).toBe('00');
    expect(await balanceOf(target)).toBe('1100.00');
    expect(await checkInvariants(t.db)).toEqual([]);

    // The monthly limit binds too; the balance binds the maximum with the fee taken off.
    await setRule(t.db, { fixed: 100n, percentBps: 100, min: 100n, max: 5000n, monthly: 115_000n });
    expect((await transfer('50.01', 'p-5')).body).toMatchObject(refusedFor('limitMonthlyExceeded'));
    expect(await maxAmount()).toBe('50.00');
    await setRule(t.db, { fixed: 100n, percentBps: 100, min: 100n, max: 5000n });
    const spendable = (await accounts()).find((a) => a.accountId === usd.accountId)!.balance;
    const max = (await maxAmount()) as string;
    const over = BigInt(max.replace('.', '')) + 1n;
    const overText = `${over / 100n}.${String(over % 100n).padStart(2, '0')}`;
    expect((await transfer(overText, 'p-6')).body).toMatchObject(refusedFor('insufficientFunds'));
    expect((await transfer(max, 'p-7')).body.responseCode).toBe('00');
    expect(await balanceOf(usd.accountId)).toBe('0.00');
    expect(Number(spendable)).toBeGreaterThan(Number(max));
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses a retry after the rule or the rate changed (quoteChanged) instead of charging it differently', async () => {
    const back = await callMethod(
      t,
      'transferBetweenAccounts',
      { toAmount: '500.00', currency: 'USD', fromAccount: target, toAccount: usd.accountId },
      { ...auth, 'idempotency-key': 'q-back' },
    );
    expect(back.body.responseCode).toBe('00');
    const first = await transfer('10.00', 'q-1');
    expect(first.body).toMatchObject({ responseCode: '00', fee: '1.10' });
    expect((await transfer('10.00', 'q-1')).body.transactionId).toBe(first.body.transactionId);
    const balance = await balanceOf(usd.accountId);
    await setRule(t.db, { fixed: 300n, percentBps: 100, min: 100n, max: 5000n });
    const retried = await transfer('10.00', 'q-1');
    expect(retried.status).toBe(409);
    expect(retried.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.quoteChanged });
    expect(await balanceOf(usd.accountId)).toBe(balance);
    // A different request on the key is still the plain reuse refusal.
    expect((await transfer('11.00', 'q-1')).body.responseDescription).toBe(ERROR_MESSAGES.idempotencyKeyReused);

    const fx = await transfer('20.00', 'q-fx', eur.accountId);
    expect(fx.body.responseCode).toBe('00');
    await t.db.query(`UPDATE fx_rates SET rate = '0.95' WHERE sell_currency = 'USD' AND buy_currency = 'EUR'`);
    const fxRetry = await transfer('20.00', 'q-fx', eur.accountId);
    expect(fxRetry.body.responseDescription).toBe(ERROR_MESSAGES.quoteChanged);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('applies a customer override, a customer-kind rule and a rule only from its date', async () => {
    const customerId = usd.customerId;
    const quoteFee = async () =>
      (
        await callMethod(
          t,
          'transferBetweenAccountsFee',
          { amount: '100.00', currency: 'USD', fromAccountId: usd.accountId, toAccountId: target },
          auth,
        )
      ).body.fee;
    await setRule(t.db, { customerKind: 'business', fixed: 900n });
    expect(await quoteFee()).toBe('4.00'); // the 'any' rule: this customer is personal
    await setRule(t.db, { customerKind: 'personal', fixed: 700n });
    expect(await quoteFee()).toBe('7.00');
    await setRule(t.db, { customerKind: 'personal', fixed: 0n, effectiveFrom: new Date(Date.now() + 86_400_000) });
    expect(await quoteFee()).toBe('7.00');
    await setRule(t.db, { customerId, fixed: 50n });
    expect(await quoteFee()).toBe('0.50');
    await t.db.query('UPDATE customers SET kyc_level = 2 WHERE id = $1', [customerId]);
    await setRule(t.db, { customerId, kycLevel: 1, fixed: 20n });
    expect(await quoteFee()).toBe('0.20'); // the closest level at or below the customer's
  });
});
