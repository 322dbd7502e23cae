import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccount, TAuditRow, TFeeRule } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { adminRest, bearer, operatorSession } from '../admin/admin-test-kit.ts';
import { SEPA_FEE_RULE } from './operator-test-kit.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

/** The operators' money calls (back office): FX rates, fees and limits, each audited. */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let customer: string;
let finance: string;

const rest = (verb: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
  adminRest(t, verb, url, token, payload);

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  customer = (await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken;
  finance = await operatorSession(t, ['finance'], 'fin');
});
afterAll(async () => t?.close());

describe('FX rates', () => {
  it('a change is seen by the portal’s next quote, and is audited with before and after', async () => {
    const rate = () =>
      callMethod(t, 'transferExchangeRateGet', { fromCurrencyCode: 'USD', toCurrencyCode: 'EUR' }, bearer(customer));
    expect((await rate()).body.rate).toBe('0.916395');
    const put = await rest('PUT', '/admin/fx-rates', finance, {
      sellCurrency: 'USD',
      buyCurrency: 'EUR',
      rate: '0.95',
      spreadBps: 100,
    });
    expect(put.body.data).toMatchObject({ rate: '0.95', spreadBps: 100, effectiveRate: '0.940500' });
    expect((await rate()).body.rate).toBe('0.940500');
    const accounts = (await callMethod(t, 'balanceInquiry', {}, bearer(customer))).body.accounts as TAccount[];
    const usd = accounts.find((a) => a.currencyCode === 'USD' && a.type === accounts[0]!.type)!;
    const eur = accounts.find((a) => a.currencyCode === 'EUR')!;
    const quote = await callMethod(
      t,
      'transferBetweenAccountsFee',
      { amount: '100.00', currency: 'USD', fromAccountId: usd.accountId, toAccountId: eur.accountId },
      bearer(customer),
    );
    expect(JSON.stringify(quote.body)).toContain('0.9405');

    const list = (await rest('GET', '/admin/fx-rates', finance)).body.data as Array<{
      sellCurrency: string;
      buyCurrency: string;
      rate: string;
    }>;
    expect(list.find((r) => r.sellCurrency === 'USD' && r.buyCurrency === 'EUR')!.rate).toBe('0.95');
    const audit = (await rest('GET', '/admin/audit-log?action=fxRate.update', finance)).body.data as TAuditRow[];
    expect(audit[0]).toMatchObject({
      adminUsername: 'fin',
      target: 'USD/EUR',
      before: { rate: '0.9210', spreadBps: 50 },
      after: { rate: '0.95', spreadBps: 100 },
    });
  });

  it('refuses a bad rate and writes nothing', async () => {
    // The refusals themselves are recorded (call.refused); the change is not.
    const count = async () =>
      (
        await t.db.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM admin_audit_log WHERE action <> 'call.refused'`,
        )
      ).rows[0]!.n;
    const before = await count();
    for (const body of [
      { sellCurrency: 'USD', buyCurrency: 'USD', rate: '1', spreadBps: 0 },
      { sellCurrency: 'USD', buyCurrency: 'EUR', rate: '0', spreadBps: 0 },
      { sellCurrency: 'USD', buyCurrency: 'EUR', rate: '1.5', spreadBps: 9000 },
      { sellCurrency: 'XXX', buyCurrency: 'EUR', rate: '1.5', spreadBps: 1 },
    ])
      expect((await rest('PUT', '/admin/fx-rates', finance, body)).body.responseCode).toBe('VF');
    expect(await count()).toBe(before);
  });
});

describe('fees and limits', () => {
  const rule = SEPA_FEE_RULE;
  it('upserts a rule per brand, kind, currency and KYC level, and audits it', async () => {
    const first = await rest('PUT', '/admin/fees', finance, rule);
    expect(first.body.data).toMatchObject(rule);
    const second = await rest('PUT', '/admin/fees', finance, { ...rule, feeFixed: '1' });
    expect((second.body.data as TFeeRule).feeFixed).toBe('1.00');
    const list = (await rest('GET', '/admin/fees?brand=paywave', finance)).body.data as TFeeRule[];
    expect(list).toHaveLength(1);
    const stored = await t.db.query<{ fee_fixed_minor: string }>('SELECT fee_fixed_minor::text FROM fee_rules');
    expect(stored.rows).toEqual([{ fee_fixed_minor: '100' }]);
    const audit = (await rest('GET', '/admin/audit-log?action=feeRule.upsert', finance)).body.data as TAuditRow[];
    expect(audit.map((a) => [a.target, (a.before as { feeFixed?: string } | null)?.feeFixed ?? null])).toEqual([
      ['paywave/sepa/EUR/kyc1', '0.50'],
      ['paywave/sepa/EUR/kyc1', null],
    ]);
  });
  it('refuses an unknown brand, a bad amount and a cap below the minimum', async () => {
    expect((await rest('PUT', '/admin/fees', finance, { ...rule, brand: 'nope' })).body.responseCode).toBe('VF');
    expect((await rest('PUT', '/admin/fees', finance, { ...rule, feeFixed: '0.505' })).body.responseCode).toBe('VF');
    expect((await rest('PUT', '/admin/fees', finance, { ...rule, feeMax: '0.10' })).body.responseCode).toBe('VF');
    expect((await rest('PUT', '/admin/fees', finance, { ...rule, kycLevel: 9 })).body.responseCode).toBe('VF');
  });
});
