import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS, type TAccount, type TRealtimeDelivery } from '@openportal/contract';
import { getTransaction } from '@openportal/ledger';
import {
  bearerOf,
  call,
  linkApprovedDevice,
  SECRET,
  setMode,
  startSecurityCore,
} from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';
import { expireApprovals } from './machine.ts';

let t: TestCore;
const deliveries: TRealtimeDelivery[] = [];
beforeAll(async () => {
  t = await startSecurityCore();
  t.core.hub.subscribe((d) => deliveries.push(d));
});
afterAll(async () => t?.close());

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.core.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

interface TSetup {
  auth: Record<string, string>;
  userId: string;
  customerId: string;
  secret: string;
  usd: number;
  usd2: number;
  eur: number;
}

/** What the customer's limits count (minor units, all kinds and currencies). */
async function limitUsed(s: TSetup) {
  const r = await t.db.query<{ day: string; month: string }>(
    `SELECT coalesce(sum(used_minor) FILTER (WHERE period = 'day'), 0)::text AS day,
            coalesce(sum(used_minor) FILTER (WHERE period = 'month'), 0)::text AS month
       FROM limit_usage WHERE customer_id = $1`,
    [s.customerId],
  );
  return r.rows[0];
}

/** A user with two USD accounts (1,000.00 and 0) and an EUR one, a linked device, and (unless told) push for payments. */
async function setup(push = true, linked = true): Promise<TSetup> {
  const seeded = await inject(
    'POST',
    '/testing/customers',
    { 'x-internal-secret': SECRET },
    {
      brand: 'paywave',
      accounts: [
        { currency: 'USD', balanceMinor: '100000' },
        { currency: 'USD', balanceMinor: '0' },
        { currency: 'EUR', balanceMinor: '0' },
      ],
    },
  );
  const u = seeded.json() as {
    email: string;
    password: string;
    userId: string;
    customerId: string;
    accountIds: number[];
  };
  const auth = { authorization: (await bearerOf(t, { ...u })).authorization };
  let secret = '';
  if (linked) {
    // Linked and approved with the current factor's code (issue 18).
    secret = (await linkApprovedDevice(t, auth, u.userId)).secret;
  }
  if (push) {
    if (!linked) await t.db.query(`UPDATE users SET two_step_transaction = 'push' WHERE id = $1`, [u.userId]);
    else {
      const r = await setMode(t, auth, u.userId, { mode: 'push', typeMode: 'transaction' });
      expect(r.status).toBe(200);
    }
  }
  const [usd, usd2, eur] = u.accountIds as [number, number, number];
  return { auth, userId: u.userId, customerId: u.customerId, secret, usd, usd2, eur };
}

const transfer = (s: TSetup, key: string, amount = '100.00', to = s.usd2) =>
  call(
    t,
    'transferBetweenAccounts',
    { toAmount: amount, currency: 'USD', fromAccount: s.usd, toAccount: to },
    { ...s.auth, 'idempotency-key': key },
  );

async function balances(s: TSetup) {
  const r = await call(t, 'balanceInquiry', {}, s.auth);
  const list = r.body.accounts as TAccount[];
  const of = (id: number) => list.find((a) => a.accountId === id)!;
  return { usd: [of(s.usd).balance, of(s.usd).pendingAmount], usd2: of(s.usd2).balance, eur: of(s.eur).balance };
}

interface TState {
  payments: Array<{
    approvalId: string;
    transactionId: string;
    amount: string;
    currency: string;
    customerName: string;
  }>;
}
const deviceState = async (secret: string) =>
  (await inject('GET', '/device/state', { 'x-device-secret': secret })).json() as TState;
const decide = (secret: string, approvalId: string, approve: boolean) =>
  inject('POST', '/device/payment-decision', { 'x-device-secret': secret }, { approvalId, approve });

/** Realtime deliveries of one transaction (TransactionStatus) after the outbox ran. */
async function statusEvents(transactionId: string) {
  await t.core.drainOutbox();
  return deliveries.flatMap((d) =>
    d.event.type === 'TransactionStatus' && d.event.transactionId === transactionId ? [d] : [],
  );
}

async function historyStatus(s: TSetup, transactionId: string) {
  const h = await call(t, 'historyGet', { accountId: s.usd }, s.auth);
  expect(METHOD_CALLS.historyGet.response.safeParse(h.body).success).toBe(true);
  return (h.body.history as Array<{ transactionId: string; status: string }>).find(
    (e) => e.transactionId === transactionId,
  )?.status;
}

describe('payments approved on a linked device (mode push)', () => {
  it('holds the money, lists it on the device, and posts it once the device approves', async () => {
    const s = await setup();
    const r = await transfer(s, 'k-approve');
    expect(r.body).toMatchObject({ responseCode: '00', fee: '0.00' });
    const transactionId = String(r.body.transactionId);
    expect(await balances(s)).toEqual({ usd: ['1000.00', '100.00'], usd2: '0.00', eur: '0.00' });
    expect(await historyStatus(s, transactionId)).toBe('pending');
    const state = await deviceState(s.secret);
    expect(state.payments).toEqual([
      expect.objectContaining({ transactionId, amount: '100.00', currency: 'USD', customerName: 'Test Customer' }),
    ]);
    // Idempotent: the same key answers the same transaction, and holds nothing more.
    const replay = await transfer(s, 'k-approve');
    expect(replay.body.transactionId).toBe(transactionId);
    expect((await balances(s)).usd).toEqual(['1000.00', '100.00']);
    expect((await deviceState(s.secret)).payments).toHaveLength(1);

    const approved = await decide(s.secret, state.payments[0]!.approvalId, true);
    expect(approved.json()).toEqual({ decided: true, status: 'approved' });
    expect(await balances(s)).toEqual({ usd: ['900.00', '0.00'], usd2: '100.00', eur: '0.00' });
    expect(await historyStatus(s, transactionId)).toBe('completed');
    expect((await deviceState(s.secret)).payments).toEqual([]);
    const events = await statusEvents(transactionId);
    expect(events.map((d) => [d.userIds, d.event])).toEqual([
      [[s.userId], { type: 'TransactionStatus', transactionId, result: 'success' }],
    ]);
    expect(deliveries.some((d) => d.event.type === 'BalanceChanged' && d.event.customerId === s.customerId)).toBe(true);
    // A replay after the decision still answers the same transaction.
    expect((await transfer(s, 'k-approve')).body.transactionId).toBe(transactionId);
  });

  it('releases the money when the device denies, and a second decision changes nothing', async () => {
    const s = await setup();
    const r = await transfer(s, 'k-deny', '250.50');
    const transactionId = String(r.body.transactionId);
    const [p] = (await deviceState(s.secret)).payments;
    const [first, second] = await Promise.all([
      decide(s.secret, p!.approvalId, false),
      decide(s.secret, p!.approvalId, true),
    ]);
    const answers = [first.json(), second.json()] as Array<{ decided: boolean; status: string }>;
    expect(answers.filter((a) => a.decided)).toHaveLength(1);
    const winner = answers.find((a) => a.decided)!.status;
    const after = await decide(s.secret, p!.approvalId, winner === 'denied');
    expect(after.json()).toEqual({ decided: false, status: winner });
    if (winner === 'denied') {
      expect(await balances(s)).toEqual({ usd: ['1000.00', '0.00'], usd2: '0.00', eur: '0.00' });
      expect(await historyStatus(s, transactionId)).toBe('rejected');
      expect((await statusEvents(transactionId)).map((d) => d.event)).toEqual([
        { type: 'TransactionStatus', transactionId, result: 'rejected' },
      ]);
    } else expect(await balances(s)).toEqual({ usd: ['749.50', '0.00'], usd2: '250.50', eur: '0.00' });
    expect((await getTransaction(t.db, transactionId))!.status).toBe(winner === 'denied' ? 'rejected' : 'completed');
  });

  it('denies, then a late approval of the same request changes nothing', async () => {
    const s = await setup();
    const transactionId = String((await transfer(s, 'k-deny-2', '10.00')).body.transactionId);
    const [p] = (await deviceState(s.secret)).payments;
    expect(await limitUsed(s)).toEqual({ day: '1000', month: '1000' }); // a hold counts against the limits
    expect((await decide(s.secret, p!.approvalId, false)).json()).toEqual({ decided: true, status: 'denied' });
    expect(await limitUsed(s)).toEqual({ day: '0', month: '0' }); // and gives it back when denied
    expect((await decide(s.secret, p!.approvalId, true)).json()).toEqual({ decided: false, status: 'denied' });
    expect(await balances(s)).toEqual({ usd: ['1000.00', '0.00'], usd2: '0.00', eur: '0.00' });
    expect(await historyStatus(s, transactionId)).toBe('rejected');
    // The key keeps what it was after the mode changed: a replay answers the same transaction.
    await t.db.query(`UPDATE users SET two_step_transaction = 'no' WHERE id = $1`, [s.userId]);
    expect((await transfer(s, 'k-deny-2', '10.00')).body.transactionId).toBe(transactionId);
  });

  it('voids a request nobody decided in time (the expiry job), and a late decision is refused', async () => {
    const s = await setup();
    const transactionId = String((await transfer(s, 'k-expire', '40.00')).body.transactionId);
    const [p] = (await deviceState(s.secret)).payments;
    await t.db.query(`UPDATE payment_approvals SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      p!.approvalId,
    ]);
    expect((await deviceState(s.secret)).payments).toEqual([]);
    expect(await expireApprovals(t.db, { outbox: t.core.outbox, brandName: (b) => b })).toBeGreaterThanOrEqual(1);
    expect(await expireApprovals(t.db, { outbox: t.core.outbox, brandName: (b) => b })).toBe(0);
    expect(await limitUsed(s)).toEqual({ day: '0', month: '0' });
    expect(await balances(s)).toEqual({ usd: ['1000.00', '0.00'], usd2: '0.00', eur: '0.00' });
    expect(await historyStatus(s, transactionId)).toBe('rejected');
    expect((await decide(s.secret, p!.approvalId, true)).json()).toEqual({ decided: false, status: 'expired' });
    expect((await statusEvents(transactionId)).map((d) => d.event)).toEqual([
      { type: 'TransactionStatus', transactionId, result: 'rejected', message: ERROR_MESSAGES.paymentApprovalExpired },
    ]);
  });

  it('expires on a decision that comes after the time even before the job ran', async () => {
    const s = await setup();
    const transactionId = String((await transfer(s, 'k-late', '5.00')).body.transactionId);
    const [p] = (await deviceState(s.secret)).payments;
    await t.db.query(`UPDATE payment_approvals SET expires_at = now() WHERE id = $1`, [p!.approvalId]);
    expect((await decide(s.secret, p!.approvalId, true)).json()).toEqual({ decided: false, status: 'expired' });
    expect(await historyStatus(s, transactionId)).toBe('rejected');
  });

  it("refuses a wrong device secret, another user's device, and a bad body", async () => {
    const s = await setup();
    await transfer(s, 'k-secret', '1.00');
    const [p] = (await deviceState(s.secret)).payments;
    const wrong = await decide('x'.repeat(40), p!.approvalId, true);
    expect([wrong.statusCode, wrong.json().responseCode]).toEqual([401, 'AU']);
    const none = await inject('POST', '/device/payment-decision', {}, { approvalId: p!.approvalId, approve: true });
    expect(none.statusCode).toBe(401);
    const other = await setup(false);
    expect((await decide(other.secret, p!.approvalId, true)).json()).toEqual({ decided: false, status: 'notFound' });
    const bad = await inject('POST', '/device/payment-decision', { 'x-device-secret': s.secret }, { approvalId: 5 });
    expect([bad.statusCode, bad.json().responseCode]).toEqual([400, 'VF']);
    expect((await deviceState(s.secret)).payments).toHaveLength(1);
    expect((await balances(s)).usd).toEqual(['1000.00', '1.00']);
  });

  it('holds an exchange too, posted at the rate of the moment it was asked', async () => {
    const s = await setup();
    const r = await call(
      t,
      'transferBetweenAccounts',
      { toAmount: '10.00', currency: 'USD', fromAccount: s.usd, toAccount: s.eur },
      { ...s.auth, 'idempotency-key': 'k-fx' },
    );
    expect(r.body.responseCode).toBe('00');
    const [p] = (await deviceState(s.secret)).payments;
    expect(p).toMatchObject({ amount: '10.00', currency: 'USD', toCurrency: 'EUR' });
    expect((await decide(s.secret, p!.approvalId, true)).json()).toMatchObject({ decided: true });
    const b = await balances(s);
    expect(b.usd).toEqual(['990.00', '0.00']);
    expect(b.eur).toBe((p as unknown as { toAmount: string }).toAmount);
  });

  it('refuses push without an approved device, and moves at once in mode no', async () => {
    const s = await setup(true, false);
    const r = await transfer(s, 'k-nodevice');
    expect([r.status, r.body.responseCode, r.body.responseDescription]).toEqual([
      400,
      'VF',
      ERROR_MESSAGES.noLinkedDevice,
    ]);
    expect(await balances(s)).toEqual({ usd: ['1000.00', '0.00'], usd2: '0.00', eur: '0.00' });
    const plain = await setup(false);
    expect((await transfer(plain, 'k-plain')).body.responseCode).toBe('00');
    expect(await balances(plain)).toEqual({ usd: ['900.00', '0.00'], usd2: '100.00', eur: '0.00' });
    expect((await deviceState(plain.secret)).payments).toEqual([]);
  });
});
