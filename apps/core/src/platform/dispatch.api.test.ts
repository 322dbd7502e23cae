import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  METHOD_CALLS,
  REST_CALLS,
  isIdempotent,
  type Call,
  type MethodCall,
  type RestCall,
  type TAccount,
} from '@openportal/contract';
import type { CoreModule } from './module.ts';
import { operation } from './operation.ts';
import { hashPassword } from '../identity/index.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { newId, sha256Hex } from './crypto.ts';

/**
 * The dispatcher on every access kind of the contract. Calls core does not answer yet are
 * registered here by a test module whose handlers only say who called: the policy under test
 * is the dispatcher's, and it knows nothing of the call beyond its contract entry.
 */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const INTERNAL_SECRET = 'dispatch-test-internal-secret';
const whoCalled = (call: MethodCall | RestCall) =>
  operation(call, async (ctx) => ({ responseCode: '00', caller: ctx.caller }) as never, { probe: true });
const probes: CoreModule = {
  name: 'probes',
  operations: [
    whoCalled(METHOD_CALLS.globalPaymentMetaGet), // paymentSecret
    whoCalled(REST_CALLS.publicApiAccounts), // merchantApiKey
    whoCalled(REST_CALLS.contractList), // feature 'contracts'
  ],
};

let t: TestCore;
let personal: string;
let business: { customerId: string; token: string };
const secrets = { auth: `auth-${newId()}`, payment: `pay-${newId()}`, key: `key-${newId()}`, admin: `adm_${newId()}` };
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir, INTERNAL_SECRET }, { extraModules: () => [probes] });
  await seedDemo(t.db, brandsDir);
  personal = (await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken;
  const token = (await signIn(t, demoEmail('business', 'paywave'), DEMO_PASSWORD)).accessToken;
  const row = await t.db.query<{ customer_id: string }>(
    `SELECT a.customer_id FROM customer_access a JOIN users u ON u.id = a.user_id WHERE u.email = $1`,
    [demoEmail('business', 'paywave')],
  );
  business = { customerId: row.rows[0]!.customer_id, token };
  const c = business.customerId;
  await t.db.query(
    `INSERT INTO auth_secrets (secret_hash, customer_id, representative_id, expires_at)
     SELECT $1, $2, min(id)::text, now() + interval '1 hour' FROM business_representatives WHERE customer_id = $2`,
    [sha256Hex(secrets.auth), c],
  );
  await t.db.query(
    `INSERT INTO payment_secrets (secret_hash, customer_id, payment_ref, expires_at) VALUES ($1, $2, 'pay-1', now() + interval '1 hour')`,
    [sha256Hex(secrets.payment), c],
  );
  await t.db.query(`INSERT INTO merchant_api_keys (customer_id, name, key_hash) VALUES ($1, 'shop', $2)`, [
    c,
    sha256Hex(secrets.key),
  ]);
  const admin = await t.db.query<{ id: number }>(
    `INSERT INTO admin_users (username, name, password_hash, roles) VALUES ('ops', 'Ops', $1, '{support}') RETURNING id`,
    [await hashPassword('Admin-pass-1')],
  );
  await t.db.query(
    `INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [sha256Hex(secrets.admin), admin.rows[0]!.id],
  );
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rest = (call: RestCall, headers: Record<string, string>) =>
  t.core.app.inject({ method: call.verb, url: call.path, headers: onBrand(headers) });
const pay = { paymentMethod: 'wire', toCurrencyCode: 'EUR', countryCode: 'DE' };

describe('every access kind is allowed with its credential and refused without', () => {
  // bearer + authSecret has no probe: declarationsGet (business) answers both callers for their own row.
  it('bearer + authSecret: a representative link or a signed-in user', async () => {
    const rep = await callMethod(t, 'declarationsGet', { authSecret: secrets.auth });
    expect([rep.status, rep.body.responseCode, Array.isArray(rep.body.declarations)]).toEqual([200, '00', true]);
    const user = await callMethod(t, 'declarationsGet', {}, bearer(business.token));
    expect([user.body.responseCode, Array.isArray(user.body.declarations)]).toEqual(['00', true]);
    const wrong = await callMethod(t, 'declarationsGet', { authSecret: 'x'.repeat(32) });
    expect([wrong.status, wrong.body.responseCode]).toEqual([403, '13']);
    const none = await callMethod(t, 'declarationsGet', {});
    expect([none.status, none.body.responseCode]).toEqual([401, 'AU']);
  });
  it('paymentSecret: the link holder, on the link brand only', async () => {
    const ok = await callMethod(t, 'globalPaymentMetaGet', { ...pay, paymentSecret: secrets.payment });
    expect(ok.body.caller).toMatchObject({ kind: 'paymentSecret', paymentRef: 'pay-1' });
    const wrong = await callMethod(t, 'globalPaymentMetaGet', { ...pay, paymentSecret: 'y'.repeat(32) });
    expect(wrong.body.responseCode).toBe('13');
    const elsewhere = await callMethod(
      t,
      'globalPaymentMetaGet',
      { ...pay, paymentSecret: secrets.payment },
      { 'x-brand': 'coinpurse' },
    );
    expect(elsewhere.body.responseCode).toBe('13');
    const bearerOnly = await callMethod(t, 'globalPaymentMetaGet', pay, bearer(personal));
    expect(bearerOnly.body.responseCode).not.toBe('00');
  });
  it('bearer + admin: a customer or an operator; admin: only an operator', async () => {
    const verify = async (headers: Record<string, string>) =>
      (
        await t.core.app.inject({
          method: 'POST',
          url: `/customers/${business.customerId}/identity-verification`,
          headers: onBrand(headers),
          payload: {},
        })
      ).json() as Record<string, unknown>;
    // Real operations (issue 26): the operator is let in and asked which representative; the
    // company's user verifies their own representative row.
    const op = await verify(bearer(secrets.admin));
    expect([op.responseCode, (op.validationErrors as Array<{ field: string }>)[0]?.field]).toEqual([
      'VF',
      'representativeId',
    ]);
    const user = await verify(bearer(business.token));
    expect(user.responseCode).toBe('00');
    const adminOnly = await callMethod(t, 'adminDocumentList', { customerId: 'c' }, bearer(secrets.admin));
    expect(adminOnly.body.responseCode === '00' || adminOnly.body.responseCode === 'VF').toBe(true);
    const customerOnAdmin = await callMethod(t, 'adminDocumentList', {}, bearer(personal));
    expect([customerOnAdmin.status, customerOnAdmin.body.responseCode]).toEqual([401, 'AU']);
    const forged = await callMethod(t, 'adminDocumentList', {}, bearer(`adm_${newId()}`));
    expect(forged.body.responseCode).toBe('AU');
  });
  // checkEmail is a real operation (profile, issue 21) and the only kind of its access: its answer, not the caller.
  it('public + bearer: anyone, or the signed-in user when a token comes', async () => {
    const anyone = await callMethod(t, 'checkEmail', { email: demoEmail('personal', 'paywave') });
    expect(anyone.body).toMatchObject({ responseCode: '00', exists: true });
    const user = await callMethod(t, 'checkEmail', { email: 'a@example.com' }, bearer(personal));
    expect(user.body).toMatchObject({ responseCode: '00', exists: false });
    const bad = await callMethod(t, 'checkEmail', { email: 'a@example.com' }, bearer('not-a-token'));
    expect(bad.body.responseCode).toBe('AU');
  });
  // internalLogin is a real operation (devices and push issue): an empty body is VF after the access check.
  it('internal: our services with the shared secret only', async () => {
    const ok = await rest(REST_CALLS.internalLogin, { 'x-internal-secret': INTERNAL_SECRET });
    expect(ok.statusCode).toBeLessThan(500);
    expect(ok.json().responseCode === '00' || ok.json().responseCode === 'VF').toBe(true);
    const wrong = await rest(REST_CALLS.internalLogin, { 'x-internal-secret': 'nope' });
    expect([wrong.statusCode, wrong.json().responseCode]).toEqual([403, '13']);
    const user = await rest(REST_CALLS.internalLogin, bearer(personal));
    expect(user.statusCode).toBe(403);
  });
  it('merchantApiKey: an enabled key of this brand', async () => {
    const ok = await rest(REST_CALLS.publicApiAccounts, { 'x-api-key': secrets.key });
    expect(ok.json().caller).toMatchObject({ kind: 'merchantKey', customerId: business.customerId });
    const wrong = await rest(REST_CALLS.publicApiAccounts, { 'x-api-key': 'z'.repeat(32) });
    expect([wrong.statusCode, wrong.json().responseCode]).toEqual([401, 'AU']);
    const elsewhere = await rest(REST_CALLS.publicApiAccounts, { 'x-api-key': secrets.key, 'x-brand': 'fundstr' });
    expect(elsewhere.statusCode).toBe(401);
    const user = await rest(REST_CALLS.publicApiAccounts, bearer(personal));
    expect(user.statusCode).toBe(401);
  });
});

describe('acting for a company', () => {
  it('fromCustomerId goes through the same check as Customer-Id', async () => {
    const asCompany = await callMethod(
      t,
      'balanceInquiry',
      { fromCustomerId: business.customerId },
      bearer(business.token),
    );
    expect((asCompany.body.accounts as TAccount[])[0]?.customerId).toBe(business.customerId);
    const foreign = await callMethod(t, 'balanceInquiry', { fromCustomerId: business.customerId }, bearer(personal));
    expect([foreign.status, foreign.body.responseCode]).toEqual([403, 'ENOA']);
    const disagree = await callMethod(
      t,
      'balanceInquiry',
      { fromCustomerId: business.customerId },
      { ...bearer(business.token), 'customer-id': 'someone-else' },
    );
    expect(disagree.body.responseCode).toBe('ENOA');
    const notMe = await callMethod(t, 'balanceInquiry', { fromEmail: 'other@example.com' }, bearer(personal));
    expect(notMe.body.responseCode).toBe('ENOA');
  });
});

describe('brand feature switches', () => {
  it("refuses a call of a feature the brand's manifest switches off", async () => {
    const { loadBrandContext } = await import('./brand-context.ts');
    const brands = await loadBrandContext(brandsDir);
    const all = [...brands.brands];
    const off = all.filter((b) => !brands.featureOn(b, 'contracts'));
    const on = all.filter((b) => brands.featureOn(b, 'contracts'));
    expect(off.length * on.length).toBeGreaterThan(0);
    for (const brand of all) {
      const tokens = await signIn(t, demoEmail('business', brand), DEMO_PASSWORD, undefined, brand);
      const r = await t.core.app.inject({
        method: 'GET',
        url: REST_CALLS.contractList.path,
        headers: onBrand(bearer(tokens.accessToken), brand),
      });
      const expected = on.includes(brand) ? [200, '00'] : [404, 'IM'];
      expect([brand, r.statusCode, r.json().responseCode]).toEqual([brand, ...expected]);
    }
  });
});

/**
 * A valid body per implemented retryable write (money or value): a new one without a sample
 * fails this test. Every call, with an empty body, is in rights-matrix.api.test.ts.
 */
const MONEY_SAMPLES: Record<string, (a: TAccount, b: TAccount, n: number) => object> = {
  currencyAccountAdd: (_a, _b, n) => ({ currencyCode: ['JPY', 'CHF', 'PLN', 'SEK', 'NOK', 'DKK'][n] }),
  transferBetweenAccounts: (a, b) => ({
    toAmount: '1.00',
    currency: a.currencyCode,
    fromAccount: a.accountId,
    toAccount: b.accountId,
  }),
  invoiceCreate: (a) => ({ toEmail: demoEmail('personal', 'paywave'), amount: '1.00', currency: a.currencyCode }),
  // One unpaid invoice to the business customer per rights value (payableInvoices, below).
  invoicePay: (a, _b, n) => ({ invoiceId: payableInvoices[n], accountId: a.accountId }),
  fundingInvoiceCreate: (a) => ({ amount: '1.00', currency: a.currencyCode }),
  transferP2p: (a) => ({
    accountId: a.accountId,
    amount: '1.00',
    currency: a.currencyCode,
    toEmail: demoEmail('personal', 'paywave'),
  }),
  p2pMassUploadText: (a, _b, n) => ({
    accountId: a.accountId,
    batchName: `rights ${n}`,
    text: `${demoEmail('personal', 'paywave')},1.00`,
    ignoreIdenticalBatch: true,
  }),
  // One uploaded batch of the business customer per rights value (massBatches, below).
  p2pMassConfirm: (_a, _b, n) => ({ batchId: massBatches[n] }),
  cardApply: (a) => ({ type: 2006, feeAccountId: a.accountId }),
  // One active card of the business customer per rights value (activeCards, below).
  cardLoad: (a, _b, n) => ({ accountId: activeCards[n], fromAccountId: a.accountId, amount: '1.00', currency: 'USD' }),
};
let payableInvoices: number[] = [];
let activeCards: number[] = [];
let massBatches: string[] = [];

describe('rights matrix on every implemented retryable write, with valid bodies', () => {
  const moneyCalls = () =>
    t.core.calls.filter((k) => {
      const call: Call | undefined = METHOD_CALLS[k as keyof typeof METHOD_CALLS];
      // A multipart upload (p2pMassUploadFile) has its own API test: this one posts JSON bodies.
      if (call === undefined || ('multipart' in call && call.multipart)) return false;
      return isIdempotent(call) && !probes.operations.some((o) => o.call === call);
    });
  it('has a sample for each', () => {
    expect(moneyCalls().sort()).toEqual(Object.keys(MONEY_SAMPLES).sort());
  });
  beforeAll(async () => {
    const issuer = await t.db.query<{ customer_id: string; user_id: string }>(
      `SELECT a.customer_id, a.user_id FROM customer_access a JOIN users u ON u.id = a.user_id
        WHERE lower(u.email) = lower($1) AND a.is_primary`,
      [demoEmail('personal', 'paywave')],
    );
    const { customer_id: issuerId, user_id: issuerUser } = issuer.rows[0]!;
    const made = await t.db.query<{ id: string }>(
      `INSERT INTO invoices (brand, issuer_customer_id, issuer_user_id, issuer_email, issuer_name, payer_customer_id,
         payer_email, payee_account_id, amount_minor, amount, currency)
       SELECT 'paywave', $1, $2, 'personal@paywave.example', 'P', $3, 'business@paywave.example',
         (SELECT id FROM ledger_accounts WHERE customer_id = $1 AND currency = 'USD' ORDER BY id LIMIT 1), 100, 1, 'USD'
         FROM generate_series(1, 6) RETURNING id`,
      [issuerId, issuerUser, business.customerId],
    );
    payableInvoices = made.rows.map((r) => Number(r.id));
    const owner = await callMethod(t, 'balanceInquiry', {}, bearer(business.token));
    const usd = (owner.body.accounts as TAccount[]).find((x) => x.currencyCode === 'USD')!;
    massBatches = [];
    for (const n of [0, 1, 2, 3, 4, 5]) {
      const up = await callMethod(
        t,
        'p2pMassUploadText',
        {
          accountId: usd.accountId,
          batchName: `confirm ${n}`,
          text: `${demoEmail('personal', 'paywave')},1.00`,
          ignoreIdenticalBatch: true,
        },
        { ...bearer(business.token), 'idempotency-key': `mass-${n}-${newId()}` },
      );
      massBatches.push(String(up.body.batchId));
    }
    activeCards = [];
    for (const n of [0, 1, 2, 3, 4, 5]) {
      const card = await callMethod(
        t,
        'cardApply',
        { type: 2006, feeAccountId: usd.accountId },
        { ...bearer(business.token), 'idempotency-key': `card-${n}-${newId()}` },
      );
      await t.db.query('UPDATE cards SET status_id = 2 WHERE account_id = $1', [card.body.accountId]);
      activeCards.push(Number(card.body.accountId));
    }
  });
  it.each([0, 1, 2, 3, 4, 5])('rights %i', async (rights) => {
    const userId = newId();
    const email = `m${rights}-${userId.slice(0, 6)}@paywave.example`;
    await t.db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand) VALUES ($1, $2, $3, 'R', 'R', 'active', 'paywave')`,
      [userId, email, await hashPassword(DEMO_PASSWORD)],
    );
    await t.db.query(
      `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, true)`,
      [userId, business.customerId, rights],
    );
    const token = (await signIn(t, email, DEMO_PASSWORD)).accessToken;
    const owner = await callMethod(t, 'balanceInquiry', {}, bearer(business.token));
    const [a, b] = (owner.body.accounts as TAccount[]).filter((x) => x.currencyCode === 'USD');
    for (const name of moneyCalls()) {
      const r = await callMethod(t, name, MONEY_SAMPLES[name]!(a!, b!, rights), {
        ...bearer(token),
        'idempotency-key': `m-${name}-${rights}-${newId()}`,
      });
      const expected = rights === 0 ? 'ENOA' : [2, 3, 4].includes(rights) ? '00' : '13';
      expect([name, rights, r.body.responseCode]).toEqual([name, rights, expected]);
    }
  });
});

describe('per-brand settings from the manifest', () => {
  it("answers in the brand's languages only, else in its default", async () => {
    const { loadBrandContext } = await import('./brand-context.ts');
    const coinpurse = (await loadBrandContext(brandsDir)).manifest('coinpurse');
    expect(coinpurse.availableLangs).not.toContain('ru');
    const body = (email: string) => ({
      email,
      password: 'Secret-pass-1',
      firstName: 'L',
      lastName: 'N',
      category: 'others',
      countryCode: 'ES',
      termsAccepted: true,
    });
    await callMethod(t, 'personalAccountCreate', body('lang-es@example.com'), {
      'x-brand': 'coinpurse',
      'accept-language': 'es',
    });
    await callMethod(t, 'personalAccountCreate', body('lang-ru@example.com'), {
      'x-brand': 'coinpurse',
      'accept-language': 'ru',
    });
    await t.core.drainOutbox();
    const subject = (to: string, n = 0) => t.mails.filter((m) => m.to === to)[n]?.subject;
    expect(subject('lang-es@example.com')).toBe('Active su cuenta');
    // coinpurse has no Russian: its default, English.
    expect(subject('lang-ru@example.com', 0)).toBe('Activate your account');
    await callMethod(t, 'personalAccountCreate', body('lang-ru@example.com'), {
      'x-brand': 'paywave',
      'accept-language': 'ru',
    });
    await t.core.drainOutbox();
    expect(subject('lang-ru@example.com', 1)).toBe('Активируйте свой аккаунт');
  });
});
