import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  METHOD_CALLS,
  methodCallUrl,
  type TAccount,
  type TRealtimeDelivery,
} from '@openportal/contract';
import { checkInvariants } from '@openportal/ledger';
import { hashPassword } from '../../identity/index.ts';
import { newId } from '../../platform/crypto.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../seed/demo.ts';
import { callMethod, onBrand, signIn, startTestCore, TEST_BRAND, type TestCore } from '../../test-support.ts';
import { setRule } from '../pricing/pricing-test-kit.ts';

const brandsDir = new URL('../../../../../brands', import.meta.url).pathname;
let t: TestCore;
let payer: Record<string, string>;
let payee: Record<string, string>;
let business: Record<string, string>;
let usd: TAccount;
const PAYEE = demoEmail('multi', TEST_BRAND);
const bearer = async (email: string) => ({
  authorization: `Bearer ${(await signIn(t, email, DEMO_PASSWORD)).accessToken}`,
});

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  payer = await bearer(demoEmail('personal', TEST_BRAND));
  payee = await bearer(PAYEE);
  business = await bearer(demoEmail('business', TEST_BRAND));
  usd = (await accounts(payer)).find((a) => a.currencyCode === 'USD' && a.type === 1001)!;
});
afterAll(async () => {
  if (t) expect(await checkInvariants(t.db)).toEqual([]);
  await t?.close();
});

async function accounts(headers: Record<string, string>): Promise<TAccount[]> {
  return (await callMethod(t, 'balanceInquiry', {}, headers)).body.accounts as TAccount[];
}
const usdBalance = async (headers: Record<string, string>) =>
  (await accounts(headers)).find((a) => a.currencyCode === 'USD' && a.type === 1001)!.balance;
const pay = (amount: string, key: string, extra: Record<string, unknown> = {}, headers = payer) =>
  callMethod(
    t,
    'transferP2p',
    { accountId: usd.accountId, amount, currency: 'USD', toEmail: PAYEE, ...extra },
    { ...headers, 'idempotency-key': key },
  );
const refused = (field: string, key: keyof typeof ERROR_MESSAGES) => ({
  responseCode: 'VF',
  validationErrors: [{ field, message: ERROR_MESSAGES[key] }],
});

describe('p2p: check payee, fee, payment', () => {
  it('checks the payee: masked name, employee, blacklist; refuses oneself', async () => {
    const r = await callMethod(t, 'checkPayee', { email: PAYEE.toUpperCase() }, payer);
    expect(METHOD_CALLS.checkPayee.response.safeParse(r.body).success).toBe(true);
    expect(r.body).toEqual({
      responseCode: '00',
      exist: true,
      exists: true,
      isEmployee: false,
      outBlacklist: false,
      name: 'Mia M.',
    });
    // Mia also works for the business demo company: its employee.
    const staff = await callMethod(t, 'checkPayee', { email: PAYEE }, business);
    expect(staff.body).toMatchObject({ isEmployee: true, name: 'Mia M.' });
    const nobody = await callMethod(t, 'checkPayee', { email: 'nobody@paywave.example' }, payer);
    expect(nobody.body).toMatchObject({ exist: false, exists: false, name: null });
    const self = await callMethod(t, 'checkPayee', { email: demoEmail('personal', TEST_BRAND) }, payer);
    expect(self.body).toMatchObject(refused('email', 'payeeIsSelf'));
  });

  it('charges the quoted fee, moves the money once per key, and tells the payee', async () => {
    // 0.50 + 1% on p2p in USD.
    await setRule(t.db, { kind: 'p2p', fixed: 50n, percentBps: 100 });
    const fee = await callMethod(
      t,
      'transferP2pFee',
      { accountId: usd.accountId, amount: '20.00', currency: 'USD' },
      payer,
    );
    expect(fee.body).toEqual({ responseCode: '00', fee: '0.70', feeCurrencyCode: 'USD' });
    const [payerBefore, payeeBefore] = [await usdBalance(payer), await usdBalance(payee)];

    const deliveries: TRealtimeDelivery[] = [];
    const unsubscribe = t.core.hub.subscribe((d) => deliveries.push(d));
    const first = await pay('20.00', 'p2p-1', { note: 'Dinner', reference: 'INV-7' });
    expect(first.body).toMatchObject({ responseCode: '00', fee: '0.70', link: null });
    const replay = await pay('20.00', 'p2p-1', { note: 'Dinner', reference: 'INV-7' });
    expect(replay.body.transactionId).toBe(first.body.transactionId);
    expect(Number(await usdBalance(payer))).toBeCloseTo(Number(payerBefore) - 20.7, 2);
    expect(Number(await usdBalance(payee))).toBeCloseTo(Number(payeeBefore) + 20, 2);

    await t.core.drainOutbox();
    await expect
      .poll(() =>
        deliveries.some((d) => d.event.type === 'Notification' && d.event.notification.type === 'moneyReceived'),
      )
      .toBe(true);
    unsubscribe();
    const row = await t.db.query<{ counterparty: string; external_reference: string; type: string }>(
      'SELECT counterparty, external_reference, type FROM ledger_transactions WHERE id = $1',
      [first.body.transactionId],
    );
    expect(row.rows[0]).toEqual({ counterparty: PAYEE, external_reference: 'INV-7', type: 'p2p' });
    const history = await callMethod(t, 'historyGet', { transactionType: 'p2p' }, payee);
    expect(history.body).toMatchObject({ history: [{ amount: '20.00', direction: 'in' }] });

    const saved = await callMethod(t, 'p2pBeneficiaryList', { search: 'MULTI' }, payer);
    expect(saved.body).toMatchObject({ responseCode: '00', beneficiaries: [{ email: PAYEE, name: 'Mia M.' }] });
    expect((await callMethod(t, 'p2pBeneficiaryList', { search: 'zzz' }, payer)).body.beneficiaries).toEqual([]);
  });

  it('refuses a retry after the fee rule changed (stale quote), charging nothing more', async () => {
    const first = await pay('5.00', 'p2p-stale');
    expect(first.body.responseCode).toBe('00');
    const before = await usdBalance(payer);
    await setRule(t.db, { kind: 'p2p', fixed: 100n });
    const retry = await pay('5.00', 'p2p-stale');
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.quoteChanged });
    expect(await usdBalance(payer)).toBe(before);
  });

  it('refuses an unknown recipient, oneself, a blacklisted payee, the balance and a limit, moving nothing', async () => {
    await setRule(t.db, { kind: 'p2p', single: 100_000n });
    const before = await usdBalance(payer);
    expect((await pay('1.00', 'r-1', { toEmail: 'ghost@paywave.example' })).body).toMatchObject(
      refused('toEmail', 'payeeNotFound'),
    );
    expect((await pay('1.00', 'r-2', { toEmail: demoEmail('personal', TEST_BRAND) })).body).toMatchObject(
      refused('toEmail', 'payeeIsSelf'),
    );
    expect((await pay('1500.00', 'r-3')).body).toMatchObject(refused('amount', 'limitSingleExceeded'));
    await setRule(t.db, { kind: 'p2p' });
    expect((await pay('999999.00', 'r-4')).body).toMatchObject(refused('amount', 'insufficientFunds'));
    const customer = usd.customerId;
    await t.db.query(`INSERT INTO payout_blacklist (customer_id, email, block_type) VALUES ($1, $2, 'p2p')`, [
      customer,
      PAYEE,
    ]);
    expect((await callMethod(t, 'checkPayee', { email: PAYEE }, payer)).body).toMatchObject({ outBlacklist: true });
    expect((await pay('1.00', 'r-5')).body).toMatchObject(refused('toEmail', 'payeeBlacklisted'));
    await t.db.query('DELETE FROM payout_blacklist WHERE customer_id = $1', [customer]);
    expect(await usdBalance(payer)).toBe(before);
  });

  it('refuses a read-only user (rights 1) every p2p write', async () => {
    const userId = newId();
    const email = `ro-${userId.slice(0, 6)}@paywave.example`;
    await t.db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand) VALUES ($1, $2, $3, 'R', 'O', 'active', $4)`,
      [userId, email, await hashPassword(DEMO_PASSWORD), TEST_BRAND],
    );
    await t.db.query(
      `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 1, true)`,
      [userId, usd.customerId],
    );
    const readOnly = await bearer(email);
    const r = await pay('1.00', 'ro-1', {}, readOnly);
    expect(r.status).toBe(403);
    expect(r.body.responseCode).toBe('13');
    const text = await callMethod(
      t,
      'p2pMassUploadText',
      { accountId: usd.accountId, batchName: 'x', text: `${PAYEE},1.00` },
      { ...readOnly, 'idempotency-key': 'ro-2' },
    );
    expect(text.body.responseCode).toBe('13');
  });
});

const BOUNDARY = 'p2p-mass-boundary';
function uploadFile(data: object, csv: string, key: string) {
  const payload =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="batch.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n` +
    `--${BOUNDARY}--\r\n`;
  return t.core.app
    .inject({
      method: 'POST',
      url: methodCallUrl('', 'p2pMassUploadFile'),
      payload,
      headers: onBrand({
        ...payer,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'idempotency-key': key,
      }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() as Record<string, unknown> }));
}

describe('mass p2p', () => {
  const csv = `email,amount,note\n${PAYEE},10.00,Rent\nghost@paywave.example,5.00,Nobody\n${PAYEE},abc,Bad\n${PAYEE},2.50,\n`;

  it('lists the bad rows of a file, refuses it whole, then sends the good rows as a confirmed partial', async () => {
    await setRule(t.db, { kind: 'p2p', fixed: 10n });
    const up = await uploadFile({ accountId: usd.accountId, batchName: 'March' }, csv, 'm-1');
    expect(METHOD_CALLS.p2pMassUploadFile.response.safeParse(up.body).success).toBe(true);
    expect(up.body).toMatchObject({
      responseCode: '00',
      count: 2,
      rows: 4,
      total: '12.50',
      fee: '0.20',
      currencyCode: 'USD',
      errors: [
        { row: 3, field: 'email', message: ERROR_MESSAGES.payeeNotFound },
        { row: 4, field: 'amount', message: ERROR_MESSAGES.invalidAmount },
      ],
    });
    const batchId = up.body.batchId as string;
    const [payerBefore, payeeBefore] = [await usdBalance(payer), await usdBalance(payee)];
    const whole = await callMethod(t, 'p2pMassConfirm', { batchId }, { ...payer, 'idempotency-key': 'c-1' });
    expect(whole.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.massHasBadRows });
    expect(await usdBalance(payer)).toBe(payerBefore);

    const partial = await callMethod(
      t,
      'p2pMassConfirm',
      { batchId, partial: true },
      { ...payer, 'idempotency-key': 'c-2' },
    );
    expect(partial.body).toEqual({ responseCode: '00', batchId, status: 'completed', count: 2 });
    const replay = await callMethod(
      t,
      'p2pMassConfirm',
      { batchId, partial: true },
      { ...payer, 'idempotency-key': 'c-2' },
    );
    expect(replay.body).toEqual(partial.body);
    const again = await callMethod(
      t,
      'p2pMassConfirm',
      { batchId, partial: true },
      { ...payer, 'idempotency-key': 'c-3' },
    );
    expect(again.body).toMatchObject(refused('batchId', 'massBatchConfirmed'));
    expect(Number(await usdBalance(payer))).toBeCloseTo(Number(payerBefore) - 12.7, 2);
    expect(Number(await usdBalance(payee))).toBeCloseTo(Number(payeeBefore) + 12.5, 2);
    const moved = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transactions WHERE batch_id = $1',
      [`p2p-mass:${batchId}`],
    );
    expect(moved.rows[0]!.n).toBe(2);
  });

  it('answers 92 for an identical batch, and takes it when told to ignore that', async () => {
    const same = await uploadFile({ accountId: usd.accountId, batchName: 'March again' }, csv, 'm-2');
    expect(same.body).toMatchObject({ responseCode: '92', batchId: expect.any(String), date: expect.any(String) });
    const kept = await uploadFile(
      { accountId: usd.accountId, batchName: 'March again', ignoreIdenticalBatch: true },
      csv,
      'm-3',
    );
    expect(kept.body).toMatchObject({ responseCode: '00', count: 2 });
  });

  it('lists a self-payment and a blacklisted payee of a text batch with their row numbers', async () => {
    const blocked = demoEmail('business', TEST_BRAND);
    await t.db.query(`INSERT INTO payout_blacklist (customer_id, email, block_type) VALUES ($1, $2, 'p2p')`, [
      usd.customerId,
      blocked,
    ]);
    const self = demoEmail('personal', TEST_BRAND);
    const up = await callMethod(
      t,
      'p2pMassUploadText',
      { accountId: usd.accountId, batchName: 'Mixed', text: `${PAYEE},1.00\n${self},2.00\n${blocked},3.00` },
      { ...payer, 'idempotency-key': 'm-5' },
    );
    await t.db.query('DELETE FROM payout_blacklist WHERE customer_id = $1', [usd.customerId]);
    expect(up.body).toMatchObject({
      responseCode: '00',
      count: 1,
      errors: [
        { row: 2, field: 'email', message: ERROR_MESSAGES.payeeIsSelf },
        { row: 3, field: 'email', message: ERROR_MESSAGES.payeeBlacklisted },
      ],
    });
    const before = await usdBalance(payer);
    const whole = await callMethod(
      t,
      'p2pMassConfirm',
      { batchId: up.body.batchId },
      { ...payer, 'idempotency-key': 'c-5' },
    );
    expect(whole.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.massHasBadRows });
    expect(await usdBalance(payer)).toBe(before);
  });

  it('posts a text batch all or nothing: one row over the balance moves none', async () => {
    const before = await usdBalance(payer);
    const up = await callMethod(
      t,
      'p2pMassUploadText',
      { accountId: usd.accountId, batchName: 'Too much', text: `${PAYEE},1.00\n${PAYEE},999999.00` },
      { ...payer, 'idempotency-key': 'm-4' },
    );
    expect(up.body).toMatchObject({ responseCode: '00', count: 2, errors: [] });
    const confirm = await callMethod(
      t,
      'p2pMassConfirm',
      { batchId: up.body.batchId },
      { ...payer, 'idempotency-key': 'c-4' },
    );
    expect(confirm.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'row 2: amount', message: ERROR_MESSAGES.insufficientFunds }],
    });
    expect(await usdBalance(payer)).toBe(before);
  });
});
