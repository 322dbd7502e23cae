import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TAccount } from '@openportal/contract';
import { checkInvariants } from '@openportal/ledger';
import { totp } from '../../platform/codes/index.ts';
import { call, startSecurityCore } from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';
import { memberOf, seedCustomer, type TMode } from './approvals-test-kit.ts';
import { expireApprovals } from './machine.ts';
import { setApprovalThreshold } from './policy.ts';

/**
 * What a held payment does when its approval ends (issue 20): it completes in the one place
 * every movement completes (the payee's "money received", the schedule it starts, the invoice's
 * "paid" notice) or, denied or expired, gives back what it took (the invoice it paid); and the
 * company's approval threshold by amount sends a full user's payment to a checker.
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

interface TUser {
  auth: { authorization: string };
  userId: string;
  email: string;
}
interface TCompany extends TUser {
  customerId: string;
  /** The authenticator of a user in mode otp (its codes are known here, whatever the mail order). */
  secret: string | null;
  usd: number;
  usd2: number;
}
let keys = 0;
const key = (u: TUser) => ({ ...u.auth, 'idempotency-key': `completion-${++keys}` });

/** A business with two USD accounts (1,000.00 and 0) and its full user (rights 2) in `mode`. */
async function company(mode: TMode = 'no'): Promise<TCompany> {
  const c = await seedCustomer(t, { kind: 'business', mode });
  const [usd, usd2] = c.accountIds as [number, number];
  return {
    auth: c.auth,
    userId: c.userId,
    email: c.email,
    customerId: c.customerId,
    usd,
    usd2,
    secret: c.secret ?? null,
  };
}

/** Another user of the company with `rights` (mode none). */
const member = (c: TCompany, rights: number): Promise<TUser> => memberOf(t, c, rights);

const p2p = (c: TCompany, by: TUser, toEmail: string, amount: string) =>
  call(t, 'transferP2p', { accountId: c.usd, amount, currency: 'USD', toEmail }, key(by));
/** The approval request of a held movement (the p2p and invoice answers name the transaction). */
const requestOf = async (transactionId: unknown) =>
  (
    await t.db.query<{ id: string; mode: string; status: string }>(
      'SELECT id, mode, status FROM payment_approvals WHERE ledger_transaction_id::text = $1',
      [String(transactionId)],
    )
  ).rows[0];
const approve = (c: TCompany, trxid: string) =>
  call(t, 'transferApprove', { trxid, approvalCode: totp(c.secret!, Date.now()) }, c.auth);
const expire = async (trxid: string) => {
  await t.db.query(`UPDATE payment_approvals SET expires_at = now() - interval '1 second' WHERE id = $1`, [trxid]);
  expect(await expireApprovals(t.db, { outbox: t.core.outbox, brandName: (b) => b })).toBeGreaterThanOrEqual(1);
};
const usdOf = async (c: TCompany) => {
  const list = (await call(t, 'balanceInquiry', {}, c.auth)).body.accounts as TAccount[];
  const of = (id: number) => list.find((a) => a.accountId === id)!;
  return [of(c.usd).balance, of(c.usd).pendingAmount, of(c.usd2).balance];
};
const mailsTo = async (to: string, subject: string) => {
  await t.core.drainOutbox();
  return t.mails.filter((m) => m.to === to && m.subject.includes(subject)).length;
};
const noProblems = async () => expect(await checkInvariants(t.db)).toEqual([]);

describe('a payment held for an approval completes like one sent at once', () => {
  it('p2p: the payee hears "money received" when the approval posts it, not before', async () => {
    const [a, b] = [await company('otp'), await company()];
    const r = await p2p(a, a, b.email, '25.00');
    expect(r.body.responseCode).toBe('00');
    const request = (await requestOf(r.body.transactionId))!;
    expect(request).toMatchObject({ mode: 'otp', status: 'pending' });
    // The answer says it waits, with the request to approve (contract paymentStateFields).
    expect(r.body).toMatchObject({ status: 'pending', trxid: request.id, approveMode: 3, checker: false });
    expect(await mailsTo(b.email, 'Money received')).toBe(0);
    expect((await approve(a, request.id)).body).toMatchObject({ responseCode: '00', status: 'completed' });
    expect(await mailsTo(b.email, 'Money received')).toBe(1);
    expect((await usdOf(b))[0]).toBe('1025.00');
    await noProblems();
  });

  it('invoice: a denied or expired payment gives the invoice back unpaid; an approved one tells the issuer', async () => {
    const [payer, issuer] = [await company('otp'), await company()];
    const maker = await member(payer, 3);
    const invoice = await call(
      t,
      'invoiceCreate',
      { toEmail: payer.email, amount: '40.00', currency: 'USD' },
      key(issuer),
    );
    const invoiceId = (invoice.body.invoice as { id: number }).id;
    const status = async () =>
      ((await call(t, 'invoiceGet', { invoiceId }, issuer.auth)).body.invoice as { status: string }).status;
    const pay = (by: TUser) => call(t, 'invoicePay', { invoiceId, accountId: payer.usd }, key(by));

    // Expired: the hold is voided and the invoice is payable again.
    const paying = await pay(payer);
    const first = (await requestOf(paying.body.transactionId))!;
    expect(paying.body).toMatchObject({ status: 'pending', trxid: first.id });
    expect(await status()).toBe('paid');
    expect(refusedDescription(await pay(payer))).toBe(ERROR_MESSAGES.invoiceNotPayable);
    await expire(first.id);
    expect(await status()).toBe('unpaid');

    // Denied by a checker (an initiator's payment): unpaid again.
    const second = (await requestOf((await pay(maker)).body.transactionId))!;
    expect(second.mode).toBe('checker');
    const declined = await call(
      t,
      'transactionRequestApprove',
      { transactionIds: [second.id], declined: true },
      payer.auth,
    );
    expect(declined.body.responseCode).toBe('00');
    expect(await status()).toBe('unpaid');
    expect(await usdOf(payer)).toEqual(['1000.00', '0.00', '0.00']);

    // Approved: paid, and the issuer hears it then.
    const third = (await requestOf((await pay(payer)).body.transactionId))!;
    expect(await mailsTo(issuer.email, 'Invoice paid')).toBe(0);
    expect((await approve(payer, third.id)).body.status).toBe('completed');
    expect(await status()).toBe('paid');
    expect(await mailsTo(issuer.email, 'Invoice paid')).toBe(1);
    expect((await usdOf(issuer))[0]).toBe('1040.00');
    await noProblems();
  });

  it('a repeating payment starts its schedule only when its first payment is approved', async () => {
    const c = await company('otp');
    const repeat = () =>
      call(
        t,
        'transferBetweenAccounts',
        { toAmount: '10.00', currency: 'USD', fromAccount: c.usd, toAccount: c.usd2, subscriptionFrequency: 'monthly' },
        key(c),
      );
    const schedules = async () =>
      (await t.db.query<{ status: string }>('SELECT status FROM schedules WHERE customer_id = $1', [c.customerId]))
        .rows;
    const expired = await repeat();
    expect(expired.body).toMatchObject({ status: 'pending', approveMode: 3 });
    expect(await schedules()).toEqual([]);
    await expire(String(expired.body.trxid));
    expect(await schedules()).toEqual([]);

    const approved = await repeat();
    expect(await schedules()).toEqual([]);
    expect((await approve(c, String(approved.body.trxid))).body).toMatchObject({ status: 'completed' });
    expect(await schedules()).toEqual([{ status: 'active' }]);
    const listed = (await call(t, 'preapprovedPaymentList', {}, c.auth)).body.payments as unknown[];
    expect(listed).toHaveLength(1);
    expect(await usdOf(c)).toEqual(['990.00', '0.00', '10.00']);
    await noProblems();
  });
});

const refusedDescription = (r: { body: Record<string, unknown> }) =>
  (r.body.validationErrors as Array<{ message: string }> | undefined)?.[0]?.message ?? r.body.responseDescription;

describe('approval policy by amount (a company setting)', () => {
  it("sends a full user's payment over the threshold to a checker; under it, it completes", async () => {
    const [a, b] = [await company(), await company()];
    const checker = await member(a, 4);
    await setApprovalThreshold(t.db, { customerId: a.customerId, currency: 'USD', thresholdMinor: 10_000n });

    const under = await p2p(a, a, b.email, '100.00');
    expect(await requestOf(under.body.transactionId)).toBeUndefined();
    const over = await p2p(a, a, b.email, '100.01');
    const request = (await requestOf(over.body.transactionId))!;
    expect(request).toMatchObject({ mode: 'checker', status: 'pending' });
    // Between the company's own accounts it is no payment to anyone: the threshold does not apply.
    const own = await call(
      t,
      'transferBetweenAccounts',
      { toAmount: '200.00', currency: 'USD', fromAccount: a.usd, toAccount: a.usd2 },
      key(a),
    );
    expect(own.body).toMatchObject({ responseCode: '00', status: 'completed' });
    expect(await usdOf(a)).toEqual(['700.00', '100.01', '200.00']);

    const mine = await call(t, 'transactionRequestApprove', { transactionIds: [request.id], declined: false }, a.auth);
    expect(refusedDescription(mine)).toBe(ERROR_MESSAGES.ownApprovalRequest);
    const approved = await call(
      t,
      'transactionRequestApprove',
      { transactionIds: [request.id], declined: false },
      checker.auth,
    );
    expect(approved.body).toMatchObject({ responseCode: '00', approveMode: 0 });
    expect(await usdOf(a)).toEqual(['599.99', '0.00', '200.00']);
    expect((await usdOf(b))[0]).toBe('1200.01');
    expect(await mailsTo(b.email, 'Money received')).toBe(2);

    await setApprovalThreshold(t.db, { customerId: a.customerId, currency: 'USD', thresholdMinor: null });
    expect(await requestOf((await p2p(a, a, b.email, '150.00')).body.transactionId)).toBeUndefined();
    await noProblems();
  });
});

/** The code of the last mail to the company's user (its text also names the 6-digit account numbers). */
const mailedCode = async (c: TCompany) => {
  await t.core.drainOutbox();
  const text = t.mails.filter((m) => m.to === c.email).at(-1)?.text ?? '';
  const accounts = [String(c.usd), String(c.usd2)];
  return (text.match(/\b\d{6}\b/g) ?? []).filter((n) => !accounts.includes(n)).at(-1) ?? 'none';
};

describe('a code refused for its payment', () => {
  it('refuses an expired code while its payment still waits, then a resent one approves it once', async () => {
    const c = await company('code');
    const r = await call(
      t,
      'transferBetweenAccounts',
      { toAmount: '5.00', currency: 'USD', fromAccount: c.usd, toAccount: c.usd2 },
      key(c),
    );
    const trxid = String(r.body.trxid);
    const code = await mailedCode(c);
    await t.db.query(
      `UPDATE security_codes SET expires_at = now() - interval '1 second'
        WHERE id = (SELECT code_id FROM payment_approvals WHERE id = $1)`,
      [trxid],
    );
    const late = await call(t, 'transferApprove', { trxid, approvalCode: code }, c.auth);
    expect(refusedDescription(late)).toBe(ERROR_MESSAGES.invalidSecurityCode);
    expect(await usdOf(c)).toEqual(['1000.00', '5.00', '0.00']);
    expect((await call(t, 'approvalResend', { trxid }, c.auth)).body.responseCode).toBe('00');
    const fresh = await mailedCode(c);
    expect((await call(t, 'transferApprove', { trxid, approvalCode: fresh }, c.auth)).body.status).toBe('completed');
    const replayed = await call(t, 'transferApprove', { trxid, approvalCode: fresh }, c.auth);
    expect(refusedDescription(replayed)).toBe(ERROR_MESSAGES.approvalDecided);
    expect(await usdOf(c)).toEqual(['995.00', '0.00', '5.00']);
    await noProblems();
  });
});
