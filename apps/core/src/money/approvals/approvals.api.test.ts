import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TAccount } from '@openportal/contract';
import { checkInvariants } from '@openportal/ledger';
import { totp } from '../../platform/codes/index.ts';
import { call, factorCode, lastSmsCode, startSecurityCore } from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';
import { memberOf, seedCustomer, type TMode } from './approvals-test-kit.ts';
import { expireApprovals } from './machine.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

interface TUserAuth {
  auth: { authorization: string };
  userId: string;
  email: string;
  phone?: string;
  secret?: string;
}
interface TCompany extends TUserAuth {
  customerId: string;
  usd: number;
  usd2: number;
}

/** A business with two USD accounts (1,000.00 and 0) and its full user (rights 2) in `mode`. */
async function company(mode: TMode = 'no'): Promise<TCompany> {
  const c = await seedCustomer(t, { kind: 'business', mode });
  const [usd, usd2] = c.accountIds as [number, number];
  return { ...c, usd, usd2 };
}

/** Another user of the company with `rights`, in `mode` (a confirmed phone for sms). */
const member = (c: TCompany, rights: number, mode: TMode = 'no'): Promise<TUserAuth> => memberOf(t, c, rights, mode);

const transfer = (c: TCompany, by: TUserAuth, key: string, amount: string) =>
  call(
    t,
    'transferBetweenAccounts',
    { toAmount: amount, currency: 'USD', fromAccount: c.usd, toAccount: c.usd2 },
    { ...by.auth, 'idempotency-key': key },
  );
const approve = (by: TUserAuth, trxid: string, approvalCode: string) =>
  call(t, 'transferApprove', { trxid, approvalCode }, by.auth);

/** [balance, pending] of the first account and the balance of the second. */
async function balances(c: TCompany) {
  const list = (await call(t, 'balanceInquiry', {}, c.auth)).body.accounts as TAccount[];
  const of = (id: number) => list.find((a) => a.accountId === id)!;
  return [of(c.usd).balance, of(c.usd).pendingAmount, of(c.usd2).balance];
}
/** The status and the message a refusal shows: the field's message when it names a field, else the description. */
const refusal = (r: { status: number; body: Record<string, unknown> }) => {
  const fields = r.body.validationErrors as Array<{ message: string }> | undefined;
  return [r.status, fields?.[0]?.message ?? r.body.responseDescription];
};
const noProblems = async () => expect(await checkInvariants(t.db)).toEqual([]);

describe('payments confirmed with a code (modes sms 2, otp 3, approval code 4)', () => {
  it('sms: holds the payment, and only the code issued for THIS payment (amount, payee) posts it, once', async () => {
    const c = await company('sms');
    const first = await transfer(c, c, 'k-sms-1', '100.00');
    expect(first.body).toMatchObject({ responseCode: '00', status: 'pending', approveMode: 2, checker: false });
    expect(String(first.body.approvalSentTo)).toMatch(/\*+/);
    const trxid1 = String(first.body.trxid);
    expect(await balances(c)).toEqual(['1000.00', '100.00', '0.00']);
    await t.core.drainOutbox();
    const text = t.sms.filter((m) => m.to === c.phone).at(-1)!.text;
    expect(text).toContain('100.00 USD');
    expect(text).toContain(`account ${c.usd2}`);
    const code1 = lastSmsCode(t, c.phone!);

    const second = await transfer(c, c, 'k-sms-2', '7.00');
    const trxid2 = String(second.body.trxid);
    await t.core.drainOutbox();
    const code2 = lastSmsCode(t, c.phone!);
    expect(code2).not.toBe(code1);

    // A code for 100.00 never approves the payment of 7.00 (dynamic linking), nor a wrong one.
    expect(refusal(await approve(c, trxid2, code1))).toEqual([400, ERROR_MESSAGES.invalidSecurityCode]);
    const wrong = code1 === '000000' ? '111111' : '000000';
    expect(refusal(await approve(c, trxid1, wrong))).toEqual([400, ERROR_MESSAGES.invalidSecurityCode]);
    expect(await balances(c)).toEqual(['1000.00', '107.00', '0.00']);

    expect((await approve(c, trxid1, code1)).body).toMatchObject({ responseCode: '00', status: 'completed' });
    expect(await balances(c)).toEqual(['900.00', '7.00', '100.00']);
    // Replayed: the payment is decided, the code spent.
    expect(refusal(await approve(c, trxid1, code1))).toEqual([400, ERROR_MESSAGES.approvalDecided]);
    expect((await approve(c, trxid2, code2)).body.status).toBe('completed');
    expect(await balances(c)).toEqual(['893.00', '0.00', '107.00']);
    // The transfer's key replays what it is now.
    expect((await transfer(c, c, 'k-sms-1', '100.00')).body).toMatchObject({ status: 'completed', trxid: trxid1 });
    expect(refusal(await approve(c, 'no-such-request', code1))).toEqual([400, ERROR_MESSAGES.notOperationId]);
    await noProblems();
  });

  it('approval code (4) by mail: resends within limits, and an expired request is voided', async () => {
    const c = await company('code');
    const r = await transfer(c, c, 'k-code-1', '30.00');
    expect(r.body).toMatchObject({ status: 'pending', approveMode: 4 });
    expect(String(r.body.approvalSentTo)).toMatch(/@paywave|@/);
    const trxid = String(r.body.trxid);
    const firstCode = await factorCode(t, c.userId);
    for (let n = 0; n < 3; n++) {
      const resent = await call(t, 'approvalResend', { trxid }, c.auth);
      expect(resent.body).toMatchObject({ responseCode: '00' });
    }
    expect(refusal(await call(t, 'approvalResend', { trxid }, c.auth))).toEqual([
      429,
      ERROR_MESSAGES.approvalResendLimit,
    ]);
    const latest = await factorCode(t, c.userId);
    if (latest !== firstCode)
      expect(refusal(await approve(c, trxid, firstCode))).toEqual([400, ERROR_MESSAGES.invalidSecurityCode]);
    await t.db.query(`UPDATE payment_approvals SET expires_at = now() - interval '1 second' WHERE id = $1`, [trxid]);
    expect(refusal(await approve(c, trxid, latest))).toEqual([400, ERROR_MESSAGES.paymentApprovalExpired]);
    expect(await balances(c)).toEqual(['1000.00', '0.00', '0.00']);

    // The expiry job voids the hold of one nobody answered, and gives its limit usage back.
    const other = await transfer(c, c, 'k-code-2', '12.00');
    await t.db.query(`UPDATE payment_approvals SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      String(other.body.trxid),
    ]);
    expect(await expireApprovals(t.db, { outbox: t.core.outbox, brandName: (b) => b })).toBeGreaterThanOrEqual(1);
    expect(await balances(c)).toEqual(['1000.00', '0.00', '0.00']);
    const used = await t.db.query<{ n: string }>(
      'SELECT coalesce(sum(used_minor), 0)::text AS n FROM limit_usage WHERE customer_id = $1',
      [c.customerId],
    );
    expect(used.rows[0]!.n).toBe('0');
    expect(refusal(await approve(c, String(other.body.trxid), latest))).toEqual([400, ERROR_MESSAGES.approvalDecided]);
    await noProblems();
  });

  it("otp: the authenticator's code approves, and the same step never approves a second payment", async () => {
    const c = await company('otp');
    const a = await transfer(c, c, 'k-otp-1', '1.00');
    expect(a.body).toMatchObject({ status: 'pending', approveMode: 3, approvalSentTo: null });
    const code = totp(c.secret!, Date.now());
    expect((await approve(c, String(a.body.trxid), code)).body.status).toBe('completed');
    const b = await transfer(c, c, 'k-otp-2', '2.00');
    expect(refusal(await approve(c, String(b.body.trxid), code))).toEqual([400, ERROR_MESSAGES.invalidSecurityCode]);
    expect(await balances(c)).toEqual(['999.00', '2.00', '1.00']);
    await noProblems();
  });
});

describe('maker-checker (rights 3 initiates, rights 2 or 4 approves)', () => {
  it("holds the initiator's payment for a checker, who confirms with their own code; nobody approves their own", async () => {
    const c = await company('no');
    const maker = await member(c, 3);
    const checker = await member(c, 4, 'sms');
    const reader = await member(c, 1);
    const uploader = await member(c, 5);

    const r = await transfer(c, maker, 'k-mc-1', '50.00');
    expect(r.body).toMatchObject({ responseCode: '00', status: 'pending', checker: true, approveMode: null });
    const trxid = String(r.body.trxid);
    expect(await balances(c)).toEqual(['1000.00', '50.00', '0.00']);
    await t.core.drainOutbox();
    // "A payment waits for your approval" to the company's full users, not to the maker.
    const told = t.mails.filter((m) => m.subject.includes('waits for your approval')).map((m) => m.to);
    expect(told).toEqual(expect.arrayContaining([c.email, checker.email]));
    expect(told).not.toContain(maker.email);

    const count = async (u: TUserAuth) => (await call(t, 'approvalNotificationsCount', {}, u.auth)).body;
    expect(await count(c)).toMatchObject({ transactionRequestCount: 1, massTransactionRequestCount: 0 });
    expect(await count(maker)).toMatchObject({ transactionRequestCount: 0 });
    const list = (await call(t, 'transactionRequestList', {}, reader.auth)).body;
    expect(list).toMatchObject({
      total: 1,
      transactionRequestList: [
        { id: trxid, amount: '50.00', currencyCode: 'USD', createdBy: maker.email, status: 'pending' },
      ],
    });
    expect((await call(t, 'transactionRequestUserList', {}, c.auth)).body.users).toEqual([
      expect.objectContaining({ id: maker.userId, email: maker.email }),
    ]);
    const filtered = await call(t, 'transactionRequestList', { createdBy: c.email }, c.auth);
    expect(filtered.body.total).toBe(0);

    // Read-only (1) and uploading (5) users move no money and approve nothing; the maker approves nothing.
    for (const u of [reader, uploader]) {
      expect((await transfer(c, u, `k-mc-${u.userId}`, '1.00')).status).toBe(403);
      expect((await approve(u, trxid, '123456')).status).toBe(403);
    }
    for (const u of [reader, uploader, maker])
      expect(
        (await call(t, 'transactionRequestApprove', { transactionIds: [trxid], declined: false }, u.auth)).status,
      ).toBe(403);
    expect(refusal(await approve(maker, trxid, '123456'))).toEqual([400, ERROR_MESSAGES.ownApprovalRequest]);
    // A repeating payment would post its later occurrences unattended: an initiator may not create one.
    const repeat = await call(
      t,
      'transferBetweenAccounts',
      { toAmount: '1.00', currency: 'USD', fromAccount: c.usd, toAccount: c.usd2, subscriptionFrequency: 'monthly' },
      { ...maker.auth, 'idempotency-key': 'k-mc-repeat' },
    );
    expect(refusal(repeat)).toEqual([403, ERROR_MESSAGES.accessDenied]);

    // The checker approves in their own mode (sms): a code bound to the request, confirmed once.
    const started = await call(
      t,
      'transactionRequestApprove',
      { transactionIds: [trxid], declined: false },
      checker.auth,
    );
    expect(started.body).toMatchObject({ responseCode: '00', approveMode: 2 });
    const operationId = String(started.body.operationId);
    await t.core.drainOutbox();
    const code = lastSmsCode(t, checker.phone!);
    const confirm = (by: TUserAuth, c2: string) =>
      call(
        t,
        'businessTransactionRequestConfirm',
        { fromEmail: by.email, approvalTransactionId: operationId, code: c2 },
        by.auth,
      );
    expect(refusal(await confirm(checker, code === '000000' ? '111111' : '000000'))).toEqual([
      400,
      ERROR_MESSAGES.invalidSecurityCode,
    ]);
    expect(await balances(c)).toEqual(['1000.00', '50.00', '0.00']);
    expect((await confirm(checker, code)).body.responseCode).toBe('00');
    expect(await balances(c)).toEqual(['950.00', '0.00', '50.00']);
    expect(refusal(await confirm(checker, code))).toEqual([400, ERROR_MESSAGES.approvalDecided]);
    expect(await count(c)).toMatchObject({ transactionRequestCount: 0 });

    // Declined: the hold is voided. A full user in mode none approves at once.
    const d = String((await transfer(c, maker, 'k-mc-2', '20.00')).body.trxid);
    expect(
      (await call(t, 'transactionRequestApprove', { transactionIds: [d], declined: true }, c.auth)).body,
    ).toMatchObject({
      operationId: null,
      approveMode: 0,
    });
    const e = String((await transfer(c, maker, 'k-mc-3', '5.00')).body.trxid);
    expect(
      (await call(t, 'transactionRequestApprove', { transactionIds: [e], declined: false }, c.auth)).body,
    ).toMatchObject({
      operationId: null,
      approveMode: 0,
    });
    expect(await balances(c)).toEqual(['945.00', '0.00', '55.00']);
    expect(
      refusal(await call(t, 'transactionRequestApprove', { transactionIds: [d], declined: false }, c.auth)),
    ).toEqual([400, ERROR_MESSAGES.approvalDecided]);

    // A maker given full rights later still never approves their own request.
    const f = String((await transfer(c, maker, 'k-mc-4', '3.00')).body.trxid);
    await t.db.query('UPDATE customer_access SET access_rights = 4 WHERE user_id = $1', [maker.userId]);
    expect(
      refusal(await call(t, 'transactionRequestApprove', { transactionIds: [f], declined: false }, maker.auth)),
    ).toEqual([400, ERROR_MESSAGES.ownApprovalRequest]);
    expect(
      refusal(await call(t, 'massTransactionRequestApprove', { batchId: 'none', declined: false }, c.auth)),
    ).toEqual([400, ERROR_MESSAGES.notOperationId]);
    expect(await balances(c)).toEqual(['945.00', '3.00', '55.00']);
    await noProblems();
  });
});
