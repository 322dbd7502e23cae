import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TAccount } from '@openportal/contract';
import { checkInvariants, openAccount } from '@openportal/ledger';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../../test-support.ts';
import { setRule } from '../pricing/pricing-test-kit.ts';
import { runDueSchedules } from './run.ts';

const brandsDir = new URL('../../../../../brands', import.meta.url).pathname;
const DAY_MS = 86_400_000;
let t: TestCore;
let auth: Record<string, string>;
let other: Record<string, string>;
let usd: TAccount;
let target: number;
let keys = 0;

const bearer = async (kind: 'personal' | 'business') => ({
  authorization: `Bearer ${(await signIn(t, demoEmail(kind, 'paywave'), DEMO_PASSWORD)).accessToken}`,
});
const balanceOf = async (accountId: number) =>
  ((await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[]).find(
    (a) => a.accountId === accountId,
  )!.balance;
const subscribe = (toAmount: string, terms: Record<string, unknown>) =>
  callMethod(
    t,
    'transferBetweenAccounts',
    { toAmount, currency: 'USD', fromAccount: usd.accountId, toAccount: target, ...terms },
    { ...auth, 'idempotency-key': `subscribe-${++keys}` },
  );
const row = async (id: number) =>
  (
    await t.db.query<{ occurrences: number; status: string; last_outcome: string | null; next_due_at: Date }>(
      'SELECT occurrences, status, last_outcome, next_due_at FROM schedules WHERE id = $1',
      [id],
    )
  ).rows[0]!;
type TListed = { id: number } & Record<string, unknown>;
const list = async (headers = auth) =>
  (await callMethod(t, 'preapprovedPaymentList', {}, headers)).body as unknown as { payments: TListed[] };
const runAt = (daysFromNow: number) =>
  runDueSchedules(t.db, { outbox: t.core.outbox, brandName: (b) => b }, new Date(Date.now() + daysFromNow * DAY_MS));

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  auth = await bearer('personal');
  other = await bearer('business');
  const accounts = (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
  usd = accounts.find((a) => a.currencyCode === 'USD' && a.type === 1001)!;
  const opened = await openAccount(t.db, { customerId: usd.customerId, currency: 'USD', type: 4001 });
  if (!opened.ok) throw new Error(opened.error);
  target = Number(opened.value.accountId);
});
afterAll(async () => t?.close());

describe('user schedules (subscriptions on transferBetweenAccounts)', () => {
  it('pays the first occurrence at once, records the schedule, and lists it', async () => {
    const first = await subscribe('10.00', { subscriptionFrequency: 'daily', subscriptionTransactions: 3 });
    expect(first.body.responseCode).toBe('00');
    expect(await balanceOf(target)).toBe('10.00');
    const { payments } = await list();
    expect(payments).toEqual([
      expect.objectContaining({
        amount: '10.00',
        currencyCode: 'USD',
        toAccount: String(target),
        type: 'betweenAccounts',
        frequency: 'daily',
        endDate: null,
        userCancel: true,
      }),
    ]);
    const id = payments[0]!.id;
    expect(await row(id)).toMatchObject({ occurrences: 1, status: 'active', last_outcome: null });
    expect(await runAt(0)).toBe(0);
  });

  it('runs an occurrence once even when the job runs it twice (a crash before the row moved on)', async () => {
    const id = (await list()).payments[0]!.id;
    const before = await row(id);
    expect(await runAt(1.01)).toBe(1);
    expect(await balanceOf(target)).toBe('20.00');
    const after = await row(id);
    expect(after).toMatchObject({ occurrences: 2, status: 'active', last_outcome: 'paid' });
    expect(after.next_due_at.getTime() - before.next_due_at.getTime()).toBe(DAY_MS);
    // The same occurrence again, as if the row had not recorded it: the ledger answers the first payment.
    await t.db.query('UPDATE schedules SET occurrences = 1, next_due_at = $2 WHERE id = $1', [id, before.next_due_at]);
    expect(await runAt(1.01)).toBe(1);
    expect(await balanceOf(target)).toBe('20.00');
    expect(await row(id)).toMatchObject({ occurrences: 2, last_outcome: 'paid' });
    // The third and last payment ends it.
    expect(await runAt(2.01)).toBe(1);
    expect(await balanceOf(target)).toBe('30.00');
    expect(await row(id)).toMatchObject({ occurrences: 3, status: 'ended' });
    expect(await runAt(5)).toBe(0);
    expect((await list()).payments).toEqual([]);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('is cancelled by the payer only, and a cancelled schedule never runs again', async () => {
    expect((await subscribe('1.00', { subscriptionFrequency: 'weekly' })).body.responseCode).toBe('00');
    const id = (await list()).payments[0]!.id;
    const foreign = await callMethod(t, 'preapprovedPaymentCancel', { id }, other);
    expect(foreign.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'id', message: ERROR_MESSAGES.notFound }],
    });
    expect((await list(other)).payments).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'active' });
    expect((await callMethod(t, 'preapprovedPaymentCancel', { id }, auth)).body.responseCode).toBe('00');
    expect(await row(id)).toMatchObject({ status: 'cancelled' });
    const balance = await balanceOf(target);
    expect(await runAt(30)).toBe(0);
    expect(await balanceOf(target)).toBe(balance);
    expect((await callMethod(t, 'preapprovedPaymentCancel', { id }, auth)).body.responseCode).toBe('VF');
  });

  it('records a refused run on its row and still pays the other due rows', async () => {
    expect((await subscribe('50.00', { subscriptionFrequency: 'daily' })).body.responseCode).toBe('00');
    expect((await subscribe('2.00', { subscriptionFrequency: 'daily' })).body.responseCode).toBe('00');
    const [big, small] = (await list()).payments.map((p) => p.id);
    const filtered = await callMethod(
      t,
      'preapprovedPaymentList',
      { fromAmount: '10.00', type: 'betweenAccounts' },
      auth,
    );
    expect((filtered.body as unknown as { payments: TListed[] }).payments.map((p) => p.id)).toEqual([big]);
    await setRule(t.db, { single: 1_000n });
    const balance = await balanceOf(target);
    expect(await runAt(1.01)).toBe(2);
    expect(await row(big!)).toMatchObject({ occurrences: 2, status: 'active', last_outcome: 'limitSingleExceeded' });
    expect(await row(small!)).toMatchObject({ occurrences: 2, status: 'active', last_outcome: 'paid' });
    expect(await balanceOf(target)).toBe((Number(balance) + 2).toFixed(2));
    await setRule(t.db, { single: null });
  });

  it('asks for a frequency when other subscription fields are given', async () => {
    const answer = await subscribe('1.00', { subscriptionTransactions: 2 });
    expect(answer.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'subscriptionFrequency' }] });
  });

  describe('preapproved p2p payments (schedules of kind transferP2p)', () => {
    it('pays the payee now and again at each occurrence, and lists it as p2p', async () => {
      const payee = demoEmail('business', 'paywave');
      const first = await callMethod(
        t,
        'transferP2p',
        { accountId: usd.accountId, amount: '3.00', currency: 'USD', toEmail: payee, subscriptionFrequency: 'weekly' },
        { ...auth, 'idempotency-key': `p2p-subscribe-${++keys}` },
      );
      expect(first.body.responseCode).toBe('00');
      const p2p = (await callMethod(t, 'preapprovedPaymentList', { type: 'p2p' }, auth)).body as unknown as {
        payments: TListed[];
      };
      expect(p2p.payments).toEqual([
        expect.objectContaining({ type: 'p2p', beneficiaryEmail: payee, amount: '3.00', frequency: 'weekly' }),
      ]);
      const id = p2p.payments[0]!.id;
      const before = await balanceOf(usd.accountId);
      await t.db.query("UPDATE schedules SET next_due_at = now() - interval '1 minute' WHERE id = $1", [id]);
      expect(await runAt(0)).toBeGreaterThanOrEqual(1);
      expect(await row(id)).toMatchObject({ occurrences: 2, last_outcome: 'paid' });
      expect(Number(await balanceOf(usd.accountId))).toBeCloseTo(Number(before) - 3, 2);
      expect(await checkInvariants(t.db)).toEqual([]);
    });
  });
});
