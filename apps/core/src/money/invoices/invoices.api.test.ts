import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS, type TAccount, type TInvoice } from '@openportal/contract';
import { checkInvariants } from '@openportal/ledger';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../seed/demo.ts';
import { callMethod, onBrand, signIn, startTestCore, type TestCore } from '../../test-support.ts';

/** Invoices between two customers of a brand: create, both lists, get, reject, funding PDF (issue 20). */
const brandsDir = new URL('../../../../../brands', import.meta.url).pathname;
let t: TestCore;
let personal: Record<string, string>;
let business: Record<string, string>;
let multi: Record<string, string>;
let keys = 0;
const PERSONAL = demoEmail('personal', 'paywave');
const BUSINESS = demoEmail('business', 'paywave');

const bearer = async (email: string) => ({
  authorization: `Bearer ${(await signIn(t, email, DEMO_PASSWORD)).accessToken}`,
});
const withKey = (h: Record<string, string>) => ({ ...h, 'idempotency-key': `invoice-${++keys}` });
const create = (h: Record<string, string>, body: Record<string, unknown>) =>
  callMethod(t, 'invoiceCreate', { toEmail: PERSONAL, amount: '25.00', currency: 'USD', ...body }, withKey(h));
const invoiceOf = (r: { body: Record<string, unknown> }) => r.body.invoice as TInvoice;
const list = async (call: 'invoiceSentList' | 'invoiceReceivedList', h: Record<string, string>, filter = {}) => {
  const r = await callMethod(t, call, filter, h);
  expect(r.body.responseCode).toBe('00');
  expect(METHOD_CALLS[call].response.safeParse(r.body).success).toBe(true);
  return r.body as unknown as { invoices: TInvoice[]; total: number };
};
const mailsTo = async (to: string, subject: string) => {
  await t.core.drainOutbox();
  return t.mails.filter((m) => m.to === to && m.subject.includes(subject)).length;
};

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  personal = await bearer(PERSONAL);
  business = await bearer(BUSINESS);
  multi = await bearer(demoEmail('multi', 'paywave'));
});
afterAll(async () => t?.close());

describe('invoiceCreate', () => {
  it('issues an invoice to a customer by e-mail, tells the payer, and answers it', async () => {
    const before = await mailsTo(PERSONAL, 'New invoice');
    const r = await create(business, { noteBody: 'Consulting, November', dueDate: '2030-01-31' });
    expect(r.body.responseCode).toBe('00');
    expect(METHOD_CALLS.invoiceCreate.response.safeParse(r.body).success).toBe(true);
    expect(invoiceOf(r)).toMatchObject({
      payeeEmail: BUSINESS,
      payerEmail: PERSONAL,
      amount: '25.00',
      total: '25.00',
      feePayment: '0.00',
      currencyCode: 'USD',
      status: 'unpaid',
      statusId: 1,
      dueDate: '2030-01-31',
      noteBody: 'Consulting, November',
      isFunding: false,
      urlPdf: null,
    });
    expect(invoiceOf(r).payerName).toBeTruthy();
    expect(await mailsTo(PERSONAL, 'New invoice')).toBe(before + 1);
  });

  it('answers a retry with the same key once, and refuses the key with another request', async () => {
    const h = withKey(business);
    const body = { toEmail: PERSONAL, amount: '3.00', currency: 'USD' };
    const first = await callMethod(t, 'invoiceCreate', body, h);
    const again = await callMethod(t, 'invoiceCreate', body, h);
    expect(invoiceOf(again).id).toBe(invoiceOf(first).id);
    const other = await callMethod(t, 'invoiceCreate', { ...body, amount: '4.00' }, h);
    expect([other.status, other.body.responseCode]).toEqual([409, 'VF']);
  });

  it.each([
    ['an unknown e-mail', { toEmail: 'nobody@paywave.example' }, 'toEmail', ERROR_MESSAGES.invoicePayerUnknown],
    ['oneself', { toEmail: BUSINESS }, 'toEmail', ERROR_MESSAGES.invoiceSelf],
    [
      'a currency without an account',
      { currency: 'JPY', amount: '100' },
      'currency',
      ERROR_MESSAGES.noAccountInCurrency,
    ],
  ])('refuses %s with a catalogue message', async (_what, body, field, message) => {
    const r = await create(business, body);
    expect(r.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field, message }] });
  });

  it('refuses a bad amount and a bad e-mail by the contract', async () => {
    for (const body of [{ amount: '1.234' }, { amount: '-1' }, { toEmail: 'not-an-email' }]) {
      const r = await create(business, body);
      expect(r.body.responseCode).toBe('VF');
    }
  });

  it('refuses a read-only caller and a missing idempotency key', async () => {
    const noKey = await callMethod(
      t,
      'invoiceCreate',
      { toEmail: PERSONAL, amount: '1.00', currency: 'USD' },
      business,
    );
    expect(noKey.body.responseCode).not.toBe('00');
  });
});

describe('the lists', () => {
  it('shows an invoice on the issuer’s sent list and the payer’s received list, paged by 20', async () => {
    for (let n = 0; n < 21; n++)
      expect((await create(business, { amount: `${100 + n}.00` })).body.responseCode).toBe('00');
    const sent = await list('invoiceSentList', business);
    expect(sent.invoices).toHaveLength(20);
    expect(sent.total).toBeGreaterThan(21);
    const ids = sent.invoices.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list('invoiceSentList', business, { pageNumber: 2 });
    expect(second.invoices[0]!.id).toBeLessThan(ids.at(-1)!);
    expect(second.total).toBe(sent.total);
    const received = await list('invoiceReceivedList', personal);
    expect(received.total).toBe(sent.total);
    expect(received.invoices.map((i) => i.id)).toEqual(ids);
    // The issuer has received none; the payer sent none.
    expect((await list('invoiceReceivedList', business)).total).toBe(0);
    expect((await list('invoiceSentList', personal)).total).toBe(0);
  });

  it('filters by status, amount, date and the other party’s e-mail', async () => {
    const amounts = await list('invoiceSentList', business, { fromAmount: '110', toAmount: '112.00' });
    expect(amounts.invoices.map((i) => i.amount).sort()).toEqual(['110.00', '111.00', '112.00']);
    expect((await list('invoiceSentList', business, { status: 3 })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const all = (await list('invoiceSentList', business)).total;
    expect((await list('invoiceSentList', business, { fromDate: today, toDate: today })).total).toBe(all);
    expect((await list('invoiceSentList', business, { toDate: '2020-01-01' })).total).toBe(0);
    expect((await list('invoiceSentList', business, { payerEmail: PERSONAL.toUpperCase() })).total).toBe(all);
    expect((await list('invoiceSentList', business, { payerEmail: 'x@paywave.example' })).total).toBe(0);
    expect((await list('invoiceReceivedList', personal, { payeeEmail: BUSINESS })).total).toBe(all);
  });

  it('refuses a page size the contract does not allow', async () => {
    const r = await callMethod(t, 'invoiceSentList', { pageSize: 500 }, business);
    expect(r.body.responseCode).toBe('VF');
  });
});

describe('invoiceGet and invoiceReject', () => {
  it('lets both parties read an invoice and nobody else', async () => {
    const { id } = invoiceOf(await create(business, { amount: '9.99' }));
    for (const h of [business, personal]) {
      const r = await callMethod(t, 'invoiceGet', { invoiceId: id }, h);
      expect(invoiceOf(r)).toMatchObject({ id, amount: '9.99' });
    }
    const foreign = await callMethod(t, 'invoiceGet', { invoiceId: id }, multi);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({
      validationErrors: [{ field: 'invoiceId', message: ERROR_MESSAGES.notFound }],
    });
    expect((await list('invoiceSentList', multi)).invoices.some((i) => i.id === id)).toBe(false);
    expect((await list('invoiceReceivedList', multi)).invoices.some((i) => i.id === id)).toBe(false);
    expect((await callMethod(t, 'invoiceGet', { invoiceId: 99_999_999 }, business)).status).toBe(404);
  });

  it('lets the payer reject an unpaid invoice once, with a note, and tells the issuer', async () => {
    const { id } = invoiceOf(await create(business, { amount: '7.00' }));
    const foreign = await callMethod(t, 'invoiceReject', { invoiceId: id }, multi);
    expect(foreign.status).toBe(404);
    const byIssuer = await callMethod(t, 'invoiceReject', { invoiceId: id }, business);
    expect(byIssuer.body).toMatchObject({ validationErrors: [{ message: ERROR_MESSAGES.invoiceOnlyPayer }] });
    const before = await mailsTo(BUSINESS, 'Invoice rejected');
    const r = await callMethod(t, 'invoiceReject', { invoiceId: id, note: 'Not ordered' }, personal);
    expect(r.body.responseCode).toBe('00');
    expect(await mailsTo(BUSINESS, 'Invoice rejected')).toBe(before + 1);
    const seen = invoiceOf(await callMethod(t, 'invoiceGet', { invoiceId: id }, business));
    expect(seen).toMatchObject({ status: 'rejected', statusId: 3 });
    const again = await callMethod(t, 'invoiceReject', { invoiceId: id }, personal);
    expect(again.body).toMatchObject({ validationErrors: [{ message: ERROR_MESSAGES.invoiceNotPayable }] });
    expect((await list('invoiceSentList', business, { status: 3 })).invoices.map((i) => i.id)).toContain(id);
  });
});

const accounts = async (h: Record<string, string>) =>
  (await callMethod(t, 'balanceInquiry', {}, h)).body.accounts as TAccount[];
const usdOf = async (h: Record<string, string>) =>
  (await accounts(h)).find((a) => a.currencyCode === 'USD' && a.type === 1001)!;
const pay = (h: Record<string, string>, invoiceId: number, accountId: number, key = withKey(h)) =>
  callMethod(t, 'invoicePay', { invoiceId, accountId }, key);

describe('invoicePay', () => {
  it('moves the amount from the payer to the issuer, marks the invoice paid, and tells the issuer', async () => {
    const { id } = invoiceOf(await create(business, { amount: '40.25' }));
    const [payerUsd, issuerUsd] = [await usdOf(personal), await usdOf(business)];
    const before = await mailsTo(BUSINESS, 'Invoice paid');
    const key = withKey(personal);
    const r = await pay(personal, id, payerUsd.accountId, key);
    expect(r.body.responseCode).toBe('00');
    expect(METHOD_CALLS.invoicePay.response.safeParse(r.body).success).toBe(true);
    const transactionId = r.body.transactionId as string;
    const balance = async (h: Record<string, string>, accountId: number) =>
      Number((await accounts(h)).find((a) => a.accountId === accountId)!.balance);
    expect(await balance(personal, payerUsd.accountId)).toBeCloseTo(Number(payerUsd.balance) - 40.25, 2);
    expect(await balance(business, issuerUsd.accountId)).toBeCloseTo(Number(issuerUsd.balance) + 40.25, 2);
    const seen = invoiceOf(await callMethod(t, 'invoiceGet', { invoiceId: id }, business));
    expect(seen).toMatchObject({ status: 'paid', statusId: 2, payerAccountId: payerUsd.accountId, total: '40.25' });
    expect(await mailsTo(BUSINESS, 'Invoice paid')).toBe(before + 1);
    const ledger = await t.db.query<{ type: string; invoice_id: string }>(
      'SELECT type, invoice_id FROM ledger_transactions WHERE id::text = $1',
      [transactionId],
    );
    expect(ledger.rows).toEqual([{ type: 'invoice', invoice_id: String(id) }]);
    // A retry with the same key answers the same payment and moves nothing more.
    const again = await pay(personal, id, payerUsd.accountId, key);
    expect(again.body).toMatchObject({ responseCode: '00', transactionId });
    expect(await balance(personal, payerUsd.accountId)).toBeCloseTo(Number(payerUsd.balance) - 40.25, 2);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('pays once when the payer pays the same invoice twice at the same time', async () => {
    const { id } = invoiceOf(await create(business, { amount: '11.00' }));
    const payerUsd = await usdOf(personal);
    const results = await Promise.all([0, 1, 2].map(() => pay(personal, id, payerUsd.accountId)));
    expect(results.filter((r) => r.body.responseCode === '00')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.responseCode !== '00'))
      expect(r.body).toMatchObject({ validationErrors: [{ message: ERROR_MESSAGES.invoiceNotPayable }] });
    const after = Number((await accounts(personal)).find((a) => a.accountId === payerUsd.accountId)!.balance);
    expect(after).toBeCloseTo(Number(payerUsd.balance) - 11, 2);
    const moved = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE invoice_id = $1`,
      [String(id)],
    );
    expect(moved.rows[0]!.n).toBe(1);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses a paid or rejected invoice, the issuer, another customer, and an account of another currency', async () => {
    const payerUsd = await usdOf(personal);
    const eur = (await accounts(personal)).find((a) => a.currencyCode === 'EUR')!;
    const { id } = invoiceOf(await create(business, { amount: '2.00' }));
    expect((await pay(business, id, (await usdOf(business)).accountId)).body).toMatchObject({
      validationErrors: [{ message: ERROR_MESSAGES.invoiceOnlyPayer }],
    });
    expect((await pay(multi, id, 1)).status).toBe(404);
    expect((await pay(personal, id, eur.accountId)).body).toMatchObject({
      validationErrors: [{ field: 'accountId', message: ERROR_MESSAGES.currencyMismatch }],
    });
    expect((await pay(personal, id, (await usdOf(business)).accountId)).body).toMatchObject({
      validationErrors: [{ field: 'accountId', message: ERROR_MESSAGES.chooseOwnAccount }],
    });
    expect((await pay(personal, id, payerUsd.accountId)).body.responseCode).toBe('00');
    expect((await pay(personal, id, payerUsd.accountId)).body).toMatchObject({
      validationErrors: [{ message: ERROR_MESSAGES.invoiceNotPayable }],
    });
    expect((await callMethod(t, 'invoiceReject', { invoiceId: id }, personal)).body).toMatchObject({
      validationErrors: [{ message: ERROR_MESSAGES.invoiceNotPayable }],
    });
    const rejected = invoiceOf(await create(business, { amount: '2.00' })).id;
    expect((await callMethod(t, 'invoiceReject', { invoiceId: rejected }, personal)).body.responseCode).toBe('00');
    expect((await pay(personal, rejected, payerUsd.accountId)).body).toMatchObject({
      validationErrors: [{ message: ERROR_MESSAGES.invoiceNotPayable }],
    });
    const tooMuch = invoiceOf(await create(business, { amount: '9999999.00' })).id;
    expect((await pay(personal, tooMuch, payerUsd.accountId)).body.responseCode).toBe('VF');
    expect(invoiceOf(await callMethod(t, 'invoiceGet', { invoiceId: tooMuch }, personal)).status).toBe('unpaid');
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});

describe('fundingInvoiceCreate', () => {
  it('makes a funding invoice with its PDF, downloadable by its customer only', async () => {
    const h = withKey(personal);
    const r = await callMethod(
      t,
      'fundingInvoiceCreate',
      { amount: '500.00', currency: 'EUR' },
      { ...h, 'accept-language': 'ru' },
    );
    expect(r.body.responseCode).toBe('00');
    expect(METHOD_CALLS.fundingInvoiceCreate.response.safeParse(r.body).success).toBe(true);
    const invoice = invoiceOf(r);
    expect(invoice).toMatchObject({ isFunding: true, amount: '500.00', currencyCode: 'EUR', status: 'unpaid' });
    expect(invoice.urlPdf).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const file = await t.core.app.inject({ method: 'GET', url: invoice.urlPdf!, headers: onBrand(personal) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await t.core.app.inject({ method: 'GET', url: invoice.urlPdf!, headers: onBrand(business) });
    expect(other.statusCode).toBe(404);
    // A retry answers the same invoice and file; the funding invoice is on the sent list only.
    const again = invoiceOf(await callMethod(t, 'fundingInvoiceCreate', { amount: '500.00', currency: 'EUR' }, h));
    expect([again.id, again.urlPdf]).toEqual([invoice.id, invoice.urlPdf]);
    expect((await list('invoiceSentList', personal)).invoices.map((i) => i.id)).toContain(invoice.id);
    expect((await list('invoiceReceivedList', personal)).invoices.map((i) => i.id)).not.toContain(invoice.id);
    const reject = await callMethod(t, 'invoiceReject', { invoiceId: invoice.id }, personal);
    expect(reject.body).toMatchObject({ validationErrors: [{ message: ERROR_MESSAGES.invoiceOnlyPayer }] });
  });

  it('refuses an account of another currency or of another customer', async () => {
    const r = await callMethod(t, 'fundingInvoiceCreate', { amount: '5', currency: 'JPY' }, withKey(personal));
    expect(r.body).toMatchObject({
      validationErrors: [{ field: 'currency', message: ERROR_MESSAGES.noAccountInCurrency }],
    });
    const foreign = await callMethod(
      t,
      'fundingInvoiceCreate',
      { amount: '5.00', currency: 'USD', accountId: 1 },
      withKey(personal),
    );
    expect(foreign.body.responseCode).toBe('VF');
  });
});
