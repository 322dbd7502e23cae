import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccount, TRealtimeDelivery } from '@openportal/contract';
import { checkInvariants } from '@openportal/ledger';
import {
  bearerOf,
  call,
  lastSmsCode,
  randomPhone,
  SECRET,
  startSecurityCore,
} from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';

/**
 * A p2p payment that waited for an approval reaches its payee when it is approved: the payee's
 * users hear BalanceChanged, TransactionCreated and "money received", as they do of a payment
 * that completed at once (the machine's settle told only the payer's customer before). Both the
 * maker's own code (sms) and a checker's approval of an initiator's payment (rights 3).
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => {
  if (t) expect(await checkInvariants(t.db)).toEqual([]);
  await t?.close();
});

interface TSeeded {
  email: string;
  password: string;
  userId: string;
  customerId: string;
  accountIds: number[];
}

async function seed(payload: object): Promise<TSeeded & { auth: { authorization: string } }> {
  const r = await t.core.app.inject({
    method: 'POST',
    url: '/testing/customers',
    headers: { 'x-internal-secret': SECRET },
    payload: { brand: 'paywave', ...payload },
  });
  expect(r.statusCode).toBe(200);
  const u = r.json() as TSeeded;
  return { ...u, auth: { authorization: (await bearerOf(t, u)).authorization } };
}

const pay = (by: { auth: object }, from: number, toEmail: string, amount: string, key: string) =>
  call(t, 'transferP2p', { accountId: from, amount, currency: 'USD', toEmail }, { ...by.auth, 'idempotency-key': key });

async function balanceOf(who: { auth: object }, accountId: number) {
  const list = (await call(t, 'balanceInquiry', {}, who.auth)).body.accounts as TAccount[];
  return list.find((a) => a.accountId === accountId)!.balance;
}

/** What the payee's user heard after `act`: the realtime event types, and the notices' types. */
async function heardBy(userId: string, act: () => Promise<void>) {
  const deliveries: TRealtimeDelivery[] = [];
  const unsubscribe = t.core.hub.subscribe((d) => deliveries.push(d));
  await act();
  await t.core.drainOutbox();
  unsubscribe();
  const mine = deliveries.filter((d) => d.userIds.includes(userId)).map((d) => d.event);
  return mine.map((e) => (e.type === 'Notification' ? `Notification:${e.notification.type}` : e.type));
}

describe('an approved p2p payment reaches its payee', () => {
  it("sms: the maker's code posts it, and the payee hears of the money", async () => {
    const phone = randomPhone();
    const a = await seed({ accounts: [{ currency: 'USD', balanceMinor: '10000' }], phone, transactionMode: 'sms' });
    const b = await seed({ accounts: [{ currency: 'USD', balanceMinor: '0' }] });
    const held = await pay(a, a.accountIds[0]!, b.email, '25.00', 'payee-side-sms');
    expect(held.body).toMatchObject({ responseCode: '00', status: 'pending', approveMode: 2, checker: false });
    await t.core.drainOutbox();
    expect(await balanceOf(b, b.accountIds[0]!)).toBe('0.00');

    const heard = await heardBy(b.userId, async () => {
      const r = await call(
        t,
        'transferApprove',
        { trxid: held.body.trxid, approvalCode: lastSmsCode(t, phone) },
        a.auth,
      );
      expect(r.body).toMatchObject({ responseCode: '00', status: 'completed' });
    });
    expect(heard).toEqual(
      expect.arrayContaining(['BalanceChanged', 'TransactionCreated', 'Notification:moneyReceived']),
    );
    expect(await balanceOf(b, b.accountIds[0]!)).toBe('25.00');
  });

  it("checker: a full user approves an initiator's payment, and the payee hears of it", async () => {
    const company = await seed({ kind: 'business', accounts: [{ currency: 'USD', balanceMinor: '10000' }] });
    const maker = await seed({ kind: 'business', memberOf: { customerId: company.customerId, accessRights: 3 } });
    expect(maker.customerId).toBe(company.customerId);
    const b = await seed({ accounts: [{ currency: 'USD', balanceMinor: '0' }] });
    const held = await pay(maker, company.accountIds[0]!, b.email, '8.00', 'payee-side-checker');
    expect(held.body).toMatchObject({ responseCode: '00', status: 'pending', checker: true });

    const heard = await heardBy(b.userId, async () => {
      const r = await call(
        t,
        'transactionRequestApprove',
        { transactionIds: [held.body.trxid], declined: false },
        company.auth,
      );
      expect(r.body).toMatchObject({ responseCode: '00', approveMode: 0 });
    });
    expect(heard).toEqual(
      expect.arrayContaining(['BalanceChanged', 'TransactionCreated', 'Notification:moneyReceived']),
    );
    expect(await balanceOf(b, b.accountIds[0]!)).toBe('8.00');
  });
});
