import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '@openportal/ledger';
import { call, lastSmsCode, linkApprovedDevice, setMode, startSecurityCore } from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';
import { balanceOf, heardBy, memberOf, seedCustomer, type TSeeded } from './approvals-test-kit.ts';

/**
 * A p2p payment reaches its payee exactly once, from the one place movements complete
 * (`completion.ts`): the payee's users hear BalanceChanged, TransactionCreated and "money
 * received" (realtime notice and mail) when it completes at once, and when a held one is
 * approved: by the maker's code (sms), by the maker's linked device (push), or by a checker
 * for an initiator (rights 3). Never before (a hold tells the payee nothing).
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => {
  if (t) expect(await checkInvariants(t.db)).toEqual([]);
  await t?.close();
});

const pay = (by: { auth: object }, from: number, toEmail: string, amount: string, key: string) =>
  call(t, 'transferP2p', { accountId: from, amount, currency: 'USD', toEmail }, { ...by.auth, 'idempotency-key': key });
const payee = () => seedCustomer(t, { accounts: [{ currency: 'USD', balanceMinor: '0' }] });
const mailsTo = async (to: string) => {
  await t.core.drainOutbox();
  return t.mails.filter((m) => m.to === to && m.subject.includes('Money received')).length;
};
/** Each of these once: what a payee hears of one payment. */
const ONCE = ['BalanceChanged', 'Notification:moneyReceived', 'TransactionCreated'];
const sorted = (heard: string[]) => heard.filter((e) => e !== 'DeviceStateChanged').sort();

describe('a p2p payment reaches its payee once', () => {
  it('at once (mode none): the payee hears each event once, and gets the mail', async () => {
    const a = await seedCustomer(t);
    const b = await payee();
    const heard = await heardBy(t, b.userId, async () => {
      const r = await pay(a, a.accountIds[0]!, b.email, '3.00', 'payee-side-now');
      expect(r.body).toMatchObject({ responseCode: '00', status: 'completed' });
    });
    expect(sorted(heard)).toEqual(ONCE);
    expect(await mailsTo(b.email)).toBe(1);
  });

  it("sms: nothing while held; the maker's code posts it, and the payee hears of it once", async () => {
    const a = await seedCustomer(t, { mode: 'sms' });
    const b = await payee();
    let held: Awaited<ReturnType<typeof pay>> | undefined;
    expect(
      await heardBy(t, b.userId, async () => {
        held = await pay(a, a.accountIds[0]!, b.email, '25.00', 'payee-side-sms');
      }),
    ).toEqual([]);
    expect(held!.body).toMatchObject({ responseCode: '00', status: 'pending', approveMode: 2, checker: false });
    expect(await balanceOf(t, b, b.accountIds[0]!)).toBe('0.00');
    const heard = await heardBy(t, b.userId, async () => {
      const code = lastSmsCode(t, a.phone);
      const r = await call(t, 'transferApprove', { trxid: held!.body.trxid, approvalCode: code }, a.auth);
      expect(r.body).toMatchObject({ responseCode: '00', status: 'completed' });
    });
    expect(sorted(heard)).toEqual(ONCE);
    expect(await balanceOf(t, b, b.accountIds[0]!)).toBe('25.00');
  });

  it('push: the linked device approves it, and the payee hears of it once and gets the mail', async () => {
    const a = await seedCustomer(t);
    const { secret } = await linkApprovedDevice(t, a.auth, a.userId);
    expect((await setMode(t, a.auth, a.userId, { mode: 'push', typeMode: 'transaction' })).status).toBe(200);
    const b = await payee();
    const held = await pay(a, a.accountIds[0]!, b.email, '12.00', 'payee-side-push');
    expect(held.body).toMatchObject({ responseCode: '00', status: 'pending', approveMode: 1 });
    expect(await mailsTo(b.email)).toBe(0);
    const heard = await heardBy(t, b.userId, async () => {
      const r = await t.core.app.inject({
        method: 'POST',
        url: '/device/payment-decision',
        headers: { 'x-device-secret': secret },
        payload: { approvalId: held.body.trxid, approve: true },
      });
      expect(r.json()).toEqual({ decided: true, status: 'approved' });
    });
    expect(sorted(heard)).toEqual(ONCE);
    expect(await mailsTo(b.email)).toBe(1);
    expect(await balanceOf(t, b, b.accountIds[0]!)).toBe('12.00');
  });

  it("checker: a full user approves an initiator's payment, and the payee hears of it once", async () => {
    const company: TSeeded = await seedCustomer(t, { kind: 'business' });
    const maker = await memberOf(t, company, 3);
    expect(maker.customerId).toBe(company.customerId);
    const b = await payee();
    const held = await pay(maker, company.accountIds[0]!, b.email, '8.00', 'payee-side-checker');
    expect(held.body).toMatchObject({ responseCode: '00', status: 'pending', checker: true });
    const heard = await heardBy(t, b.userId, async () => {
      const r = await call(
        t,
        'transactionRequestApprove',
        { transactionIds: [held.body.trxid], declined: false },
        company.auth,
      );
      expect(r.body).toMatchObject({ responseCode: '00', approveMode: 0 });
    });
    expect(sorted(heard)).toEqual(ONCE);
    expect(await balanceOf(t, b, b.accountIds[0]!)).toBe('8.00');
  });
});
