import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ERROR_MESSAGES, fillPath, REST_CALLS, type TTransactionDetail } from '@openportal/contract';
import { call, from, startSecurityCore } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';
import { memberOf, seedCustomer, type TSeeded } from './approvals/approvals-test-kit.ts';

/**
 * transactionDetailGet and transactionReceiptGet (ours, issue 24): both sides of a p2p payment see
 * their own view of it (the payer: the payee's masked name and e-mail, the fee, who initiated; the
 * payee: the payer's name, nothing of the payer's users), an own transfer names both own accounts,
 * an initiator's payment names its maker and the checker who approved it; the receipt is a PDF
 * with the amount. A third customer, or an id that exists nowhere, gets the same refusal.
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

const get = async (path: string, by: { auth: object }, headers: Record<string, string> = {}) => {
  const r = await t.core.app.inject({
    method: 'GET',
    url: path,
    headers: from('203.0.113.7', { ...(by.auth as Record<string, string>), ...headers }),
  });
  return r;
};
const detailPath = (transactionId: string) => fillPath(REST_CALLS.transactionDetailGet.path, { transactionId });
const receiptPath = (transactionId: string) => fillPath(REST_CALLS.transactionReceiptGet.path, { transactionId });
const detailOf = async (id: string, by: { auth: object }) => {
  const r = await get(detailPath(id), by);
  expect(r.statusCode).toBe(200);
  return (r.json() as { transaction: TTransactionDetail }).transaction;
};
const pay = (a: TSeeded, to: TSeeded, amount: string, key: string, extra: object = {}) =>
  call(
    t,
    'transferP2p',
    { accountId: a.accountIds[0]!, amount, currency: 'USD', toEmail: to.email, ...extra },
    { ...a.auth, 'idempotency-key': key },
  );

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const page = await (await doc.getPage(1)).getTextContent();
  return page.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

describe('transaction detail and receipt', () => {
  it('payer and payee each see their side of a p2p payment; the receipt is a PDF with the amount', async () => {
    const a = await seedCustomer(t);
    const b = await seedCustomer(t, { accounts: [{ currency: 'USD', balanceMinor: '0' }] });
    const paid = await pay(a, b, '42.50', 'detail-p2p', { reference: 'INV-77', note: 'Lunch' });
    expect(paid.body).toMatchObject({ responseCode: '00', status: 'completed' });
    const id = String(paid.body.transactionId);

    const mine = await detailOf(id, a);
    expect(mine).toMatchObject({
      transactionId: id,
      type: 'p2p',
      status: 'completed',
      direction: 'out',
      from: { kind: 'own', accountId: a.accountIds[0], currencyCode: 'USD', amount: '42.50' },
      to: { kind: 'customer', accountId: null, email: b.email.toLowerCase(), amount: '42.50' },
      reference: 'INV-77',
      note: 'Lunch',
      initiatedBy: { email: a.email.toLowerCase() },
      approval: null,
    });
    expect(mine.to.name).toMatch(/^\S+ [A-Z]\.$/); // masked, as the payee check shows it
    expect(mine.fee).toEqual({ amount: paid.body.fee, currencyCode: 'USD' }); // what the payment answered

    const theirs = await detailOf(id, b);
    expect(theirs).toMatchObject({ direction: 'in', fee: null, initiatedBy: null, approval: null });
    expect(theirs.from).toMatchObject({ kind: 'customer', accountId: null, email: null, amount: '42.50' });
    expect(theirs.to).toMatchObject({ kind: 'own', accountId: b.accountIds[0] });
    expect(theirs.from.name).not.toBe(mine.to.name); // the payer in full, not masked

    const receipt = await get(receiptPath(id), a);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('42.50 USD');
    expect(text).toContain(b.email.toLowerCase());
  });

  it('another customer, a made-up id and another customer’s Customer-Id are refused alike, nothing told', async () => {
    const [a, b, c] = [await seedCustomer(t), await seedCustomer(t), await seedCustomer(t)];
    const id = String((await pay(a, b, '5.00', 'detail-private')).body.transactionId);
    const refusals = [
      await get(detailPath(id), c),
      await get(detailPath('3f0c7f5e-1b7a-4f6e-9a51-0d2f6b0c9e11'), c),
      await get(detailPath('not-a-transaction'), a),
      await get(receiptPath(id), c),
    ];
    for (const r of refusals) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ responseCode: 'IM', responseDescription: ERROR_MESSAGES.transactionNotFound });
    }
    const spoofed = await get(detailPath(id), c, { 'customer-id': a.customerId });
    expect(spoofed.statusCode).toBe(403);
    expect(JSON.stringify(spoofed.json())).not.toContain('5.00');
  });

  it('an exchange between own accounts reads USD account -> EUR account at the rate the customer was quoted', async () => {
    const a = await seedCustomer(t, {
      accounts: [
        { currency: 'USD', balanceMinor: '100000' },
        { currency: 'EUR', balanceMinor: '0' },
      ],
    });
    const [usd, eur] = a.accountIds as [number, number];
    await t.db.query("INSERT INTO account_names (account_id, customer_id, name) VALUES ($1::int8, $2, 'Travel')", [
      String(eur),
      a.customerId,
    ]);
    const legs = { currency: 'USD', fromAccountId: usd, toAccountId: eur };
    const quote = (await call(t, 'transferBetweenAccountsFee', { amount: '100.00', ...legs }, a.auth)).body;
    const done = await call(
      t,
      'transferBetweenAccounts',
      { toAmount: '100.00', currency: 'USD', fromAccount: usd, toAccount: eur },
      { ...a.auth, 'idempotency-key': 'detail-fx' },
    );
    expect(done.body.responseCode).toBe('00');
    const rows = (await call(t, 'historyGet', { accountId: eur }, a.auth)).body.history as Array<{
      transactionId: string;
    }>;
    const d = await detailOf(rows[0]!.transactionId, a);
    expect(d).toMatchObject({
      direction: 'between',
      from: { kind: 'own', accountId: usd, currencyCode: 'USD', amount: '100.00', name: null },
      to: { kind: 'own', accountId: eur, currencyCode: 'EUR', amount: quote.toAmount, name: 'Travel' },
      rate: quote.exchangeRate,
      fee: { amount: quote.fee, currencyCode: 'USD' },
    });
  });

  it('an own exchange-free transfer names both own accounts; a company’s reader sees who made and approved it', async () => {
    const company = await seedCustomer(t, { kind: 'business' });
    const [usd, usd2] = company.accountIds as [number, number];
    const maker = await memberOf(t, company, 3);
    const reader = await memberOf(t, company, 1);
    const held = await call(
      t,
      'transferBetweenAccounts',
      { toAmount: '12.00', currency: 'USD', fromAccount: usd, toAccount: usd2 },
      { ...maker.auth, 'idempotency-key': 'detail-own' },
    );
    expect(held.body).toMatchObject({ status: 'pending', checker: true });
    const id = (await call(t, 'historyGet', {}, reader.auth)).body.history as Array<{ transactionId: string }>;
    const transactionId = id[0]!.transactionId;
    expect((await detailOf(transactionId, reader)).approval).toMatchObject({ status: 'pending', decidedBy: null });

    const approved = await call(
      t,
      'transactionRequestApprove',
      { transactionIds: [String(held.body.trxid)], declined: false },
      company.auth,
    );
    expect(approved.body.responseCode).toBe('00');
    const d = await detailOf(transactionId, reader);
    expect(d).toMatchObject({
      type: 'betweenAccounts',
      status: 'completed',
      direction: 'between',
      from: { kind: 'own', accountId: usd, amount: '12.00', currencyCode: 'USD' },
      to: { kind: 'own', accountId: usd2, amount: '12.00', currencyCode: 'USD' },
      rate: null,
      fee: { currencyCode: 'USD' },
      initiatedBy: { email: maker.email.toLowerCase() },
      approval: { mode: 'checker', status: 'approved', decidedBy: { email: company.email.toLowerCase() } },
    });
    expect(d.approval!.decidedAt).not.toBeNull();
  });
});
