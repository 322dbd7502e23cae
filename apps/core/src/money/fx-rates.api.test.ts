import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TAccount } from '@openportal/contract';
import { checkInvariants } from '@openportal/ledger';
import { parseCoreConfig } from '../config.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { operatorSession } from '../admin/admin-test-kit.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { effectiveRate, fxRateInForce } from './fx-rates.ts';
import { crossRate } from './fx-cross.ts';
import { fxRatesJobs, readRatesFile, refreshFxRates } from './fx-provider.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const config = parseCoreConfig({});
const refresh = { spreadBps: config.FX_RATES_SPREAD_BPS, maxAgeS: config.FX_RATES_MAX_AGE_S };
let t: TestCore;
let auth: Record<string, string>;
let viewer: string;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}` };
  viewer = await operatorSession(t, ['viewer'], 'fx-viewer');
});
afterAll(async () => t?.close());

const balances = async () =>
  ((await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[]).filter((a) => a.type === 1001);
const rateOf = (from: string, to: string) =>
  callMethod(t, 'transferExchangeRateGet', { fromCurrencyCode: from, toCurrencyCode: to }, auth);
const refused = (field: string, key: keyof typeof ERROR_MESSAGES) => ({
  responseCode: 'VF',
  responseDescription: ERROR_MESSAGES.validationFailed,
  validationErrors: [{ field, message: ERROR_MESSAGES[key] }],
});
const operatorList = async () => {
  const res = await t.core.app.inject({ url: '/admin/fx-rates', headers: { authorization: `Bearer ${viewer}` } });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<{ sellCurrency: string }>; provider: Record<string, unknown> | null };
};
const goStale = (currency: string) =>
  t.db.query(`UPDATE fx_provider_rates SET stale_at = now() - interval '1 second' WHERE currency = $1`, [currency]);

describe('a rate for every currency offered (issue 20 point 8)', () => {
  it('has the rates file at start: every currency, fetched now, as of the file', async () => {
    const file = await readRatesFile(config.FX_RATES_FILE);
    const rows = await t.db.query<{ currency: string; rate: string; as_of: Date; fresh: boolean }>(
      `SELECT currency, rate, as_of, fetched_at > now() - interval '1 hour' AND stale_at > now() AS fresh
         FROM fx_provider_rates ORDER BY currency`,
    );
    const { CURRENCY_CODES } = await import('@openportal/contract');
    expect(rows.rows.map((r) => r.currency)).toEqual([...CURRENCY_CODES].sort());
    expect(rows.rows.every((r) => r.fresh && r.as_of.toISOString() === new Date(file.asOf).toISOString())).toBe(true);
  });

  it('quotes any pair without an operator rate from the provider cross, with the configured spread', async () => {
    const nok = await rateOf('USD', 'NOK');
    const file = await readRatesFile(config.FX_RATES_FILE);
    const usdNok = crossRate(file.rates.USD!, file.rates.NOK!)!;
    expect(nok.body).toEqual({
      responseCode: '00',
      rate: effectiveRate({ rate: usdNok, spreadBps: refresh.spreadBps }),
    });
    const nokBtc = crossRate(file.rates.NOK!, file.rates.BTC!)!;
    expect((await rateOf('NOK', 'BTC')).body).toEqual({
      responseCode: '00',
      rate: effectiveRate({ rate: nokBtc, spreadBps: refresh.spreadBps }),
    });
    // The operator's pair still wins: USD/EUR as set in fx_rates (0.9210, 50 bps).
    expect((await rateOf('USD', 'EUR')).body).toEqual({ responseCode: '00', rate: '0.916395' });
    expect(await fxRateInForce(t.db, 'USD', 'EUR')).toMatchObject({ status: 'ok', source: 'operator' });
    expect(await fxRateInForce(t.db, 'USD', 'NOK')).toMatchObject({ status: 'ok', source: 'provider' });
  });

  it('moves money into a new NOK account at the provider rate', async () => {
    const added = await callMethod(
      t,
      'currencyAccountAdd',
      { currencyCode: 'NOK' },
      { ...auth, 'idempotency-key': 'nok' },
    );
    expect(added.body.responseCode).toBe('00');
    const before = await balances();
    const usd = before.find((a) => a.currencyCode === 'USD')!;
    const nok = before.find((a) => a.currencyCode === 'NOK')!;
    const quote = await callMethod(
      t,
      'transferBetweenAccountsFee',
      { amount: '10.00', currency: 'USD', fromAccountId: usd.accountId, toAccountId: nok.accountId },
      auth,
    );
    expect(quote.body.responseCode).toBe('00');
    const sent = await callMethod(
      t,
      'transferBetweenAccounts',
      { toAmount: '10.00', currency: 'USD', fromAccount: usd.accountId, toAccount: nok.accountId },
      { ...auth, 'idempotency-key': 'usd-nok' },
    );
    expect(sent.body.responseCode).toBe('00');
    const after = await balances();
    expect(after.find((a) => a.currencyCode === 'NOK')!.balance).toBe(quote.body.toAmount);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses a stale rate for payments and quotes, moving nothing, while an operator rate still works', async () => {
    await goStale('NOK');
    expect(await fxRateInForce(t.db, 'USD', 'NOK')).toMatchObject({ status: 'stale' });
    expect((await rateOf('USD', 'NOK')).body).toEqual(refused('toCurrencyCode', 'staleExchangeRate'));
    const before = await balances();
    const usd = before.find((a) => a.currencyCode === 'USD')!;
    const nok = before.find((a) => a.currencyCode === 'NOK')!;
    const body = { toAmount: '1.00', currency: 'USD', fromAccount: usd.accountId, toAccount: nok.accountId };
    for (const method of ['transferBetweenAccountsFee', 'transferBetweenAccounts']) {
      const input =
        method === 'transferBetweenAccounts'
          ? body
          : { amount: '1.00', currency: 'USD', fromAccountId: usd.accountId, toAccountId: nok.accountId };
      const r = await callMethod(t, method, input, { ...auth, 'idempotency-key': `stale-${method}` });
      expect(r.body).toEqual(refused('toAccount', 'staleExchangeRate'));
    }
    expect(await balances()).toEqual(before);
    expect((await rateOf('USD', 'EUR')).body.responseCode).toBe('00');
  });

  it('shows operators the provider time, fetch time and staleness beside their own rates', async () => {
    const file = await readRatesFile(config.FX_RATES_FILE);
    const list = await operatorList();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.provider).toMatchObject({
      base: 'USD',
      asOf: new Date(file.asOf).toISOString(),
      stale: true,
      spreadBps: refresh.spreadBps,
    });
    expect((list.provider!.rates as unknown[]).length).toBe(Object.keys(file.rates).length);
    const fetched = Date.parse(list.provider!.fetchedAt as string);
    expect(Date.now() - fetched).toBeLessThan(3_600_000);
    // Only NOK is stale; the oldest staleAt is shown.
    expect(Date.parse(list.provider!.staleAt as string)).toBeLessThanOrEqual(Date.now());
  });

  it('an operator pair wins over a stale provider rate', async () => {
    await t.db.query(
      `INSERT INTO fx_rates (sell_currency, buy_currency, rate, spread_bps) VALUES ('USD', 'NOK', '10', 0)`,
    );
    expect((await rateOf('USD', 'NOK')).body).toEqual({ responseCode: '00', rate: '10.000000' });
    await t.db.query(`DELETE FROM fx_rates WHERE sell_currency = 'USD' AND buy_currency = 'NOK'`);
  });

  it('refuses a pair the provider does not quote as missing', async () => {
    await t.db.query(`DELETE FROM fx_provider_rates WHERE currency = 'BTC'`);
    expect((await rateOf('NOK', 'BTC')).body).toEqual(refused('toCurrencyCode', 'noExchangeRate'));
  });

  it('the refresh job fetches again: fresh rates, the fetch time recorded, a new base replaces the old rows', async () => {
    const [job] = fxRatesJobs({ ...refresh, file: config.FX_RATES_FILE, cron: config.FX_RATES_CRON });
    await job!.run({ db: t.db, id: 'test', signal: new AbortController().signal });
    expect((await rateOf('USD', 'NOK')).body.responseCode).toBe('00');
    expect((await rateOf('NOK', 'BTC')).body.responseCode).toBe('00');
    expect((await operatorList()).provider).toMatchObject({ stale: false });

    const dir = await mkdtemp(path.join(tmpdir(), 'fx-'));
    const file = path.join(dir, 'rates.json');
    await writeFile(
      file,
      JSON.stringify({ base: 'EUR', asOf: '2026-11-27T08:00:00Z', rates: { USD: '1.1', NOK: '11' } }),
    );
    expect(await refreshFxRates(t.db, file, refresh)).toBe(3);
    const rows = await t.db.query<{ currency: string; base_currency: string }>(
      'SELECT currency, base_currency FROM fx_provider_rates ORDER BY currency',
    );
    expect(rows.rows).toEqual([
      { currency: 'EUR', base_currency: 'EUR' },
      { currency: 'NOK', base_currency: 'EUR' },
      { currency: 'USD', base_currency: 'EUR' },
    ]);
    expect(await fxRateInForce(t.db, 'USD', 'NOK')).toEqual({
      status: 'ok',
      source: 'provider',
      asOf: new Date('2026-11-27T08:00:00Z'),
      fx: { rate: '10', spreadBps: refresh.spreadBps },
    });
    await writeFile(file, JSON.stringify({ base: 'EUR', asOf: 'yesterday', rates: { USD: '1.1' } }));
    await expect(refreshFxRates(t.db, file, refresh)).rejects.toThrow();
    expect((await t.db.query('SELECT 1 FROM fx_provider_rates')).rows.length).toBe(3);
  });
});
