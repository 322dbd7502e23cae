import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccount, TAuditRow, TFeeRule } from '@openportal/contract';
import { openAccount } from '@openportal/ledger';
import { operatorSession } from '../admin/admin-test-kit.ts';
import { SEPA_FEE_RULE } from './operator-test-kit.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

/** The back office's fee editor, now applied: what operators set is what customers are quoted. */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let auth: Record<string, string>;
let finance: string;
let second: string;
let usd: TAccount;
let target: number;

/** A change four eyes holds, approved by the second operator. */
async function approve(answer: { pendingChange: unknown }) {
  const { changeId } = answer.pendingChange as { changeId: number };
  const res = await t.core.app.inject({
    method: 'POST',
    url: `/admin/changes/${changeId}/approve`,
    headers: { authorization: `Bearer ${second}` },
  });
  expect(res.statusCode).toBe(200);
}

async function put(payload: object, token = finance) {
  const res = await t.core.app.inject({
    method: 'PUT',
    url: '/admin/fees',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  return res.json() as {
    responseCode: string;
    data: TFeeRule | null;
    pendingChange: unknown;
    validationErrors?: unknown;
  };
}
const quotedFee = async () =>
  (
    await callMethod(
      t,
      'transferBetweenAccountsFee',
      { amount: '100.00', currency: 'USD', fromAccountId: usd.accountId, toAccountId: target },
      auth,
    )
  ).body.fee;

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}` };
  finance = await operatorSession(t, ['finance'], 'fin-pricing');
  second = await operatorSession(t, ['finance'], 'fin-pricing-2');
  const list = (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
  usd = list.find((a) => a.currencyCode === 'USD' && a.type === 1001)!;
  const opened = await openAccount(t.db, { customerId: usd.customerId, currency: 'USD', type: 4001 });
  if (!opened.ok) throw new Error(opened.error);
  target = Number(opened.value.accountId);
});
afterAll(async () => t?.close());

describe('the fee rule editor, applied', () => {
  const rule = {
    ...SEPA_FEE_RULE,
    transferKind: 'betweenAccounts' as const,
    currencyCode: 'USD' as const,
    kycLevel: 0,
    feeFixed: '1.50',
    feePercentBps: 0,
    feeMin: '0',
    feeMax: null,
    limitSingle: null,
    limitDaily: '2000.00',
  };
  it('prices by the rule operators set: a new version on every write, overrides and dates audited', async () => {
    expect(await quotedFee()).toBe('0.00');
    const first = await put(rule);
    expect(first).toMatchObject({
      responseCode: '00',
      data: { feeFixed: '1.50', customerKind: 'any', customerId: null },
    });
    expect(await quotedFee()).toBe('1.50');
    const second = await put({ ...rule, feeFixed: '2.00' });
    expect(second.data!.version).toBeGreaterThan(first.data!.version);
    expect(await quotedFee()).toBe('2.00');

    // An override for this customer, and a rule that only starts tomorrow: both replace limits in
    // force (they could lift one), so each waits for a second operator.
    const override = await put({ ...rule, feeFixed: '0.25', customerId: usd.customerId });
    expect(override).toMatchObject({ data: null, pendingChange: { status: 'pending' } });
    expect(await quotedFee()).toBe('2.00');
    await approve(override);
    expect(await quotedFee()).toBe('0.25');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await approve(await put({ ...rule, feeFixed: '0.10', customerId: usd.customerId, effectiveFrom: tomorrow }));
    expect(await quotedFee()).toBe('0.25');
    expect((await put({ ...rule, customerId: 'no-such-customer' })).responseCode).toBe('VF');

    const audit = await t.core.app.inject({
      method: 'GET',
      url: '/admin/audit-log?action=feeRule.upsert',
      headers: { authorization: `Bearer ${finance}` },
    });
    const targets = (audit.json() as { data: TAuditRow[] }).data.map((a) => a.target);
    expect(targets).toEqual(['paywave/betweenAccounts/USD/kyc0', 'paywave/betweenAccounts/USD/kyc0']);
    const approvals = await t.core.app.inject({
      method: 'GET',
      url: '/admin/audit-log?action=feeRule.approve',
      headers: { authorization: `Bearer ${finance}` },
    });
    expect((approvals.json() as { data: TAuditRow[] }).data.map((a) => a.target).sort()).toEqual([
      `paywave/betweenAccounts/USD/kyc0/customer:${usd.customerId}`,
      `paywave/betweenAccounts/USD/kyc0/customer:${usd.customerId}/from:${tomorrow}`,
    ]);
  });

  it('keeps an active limit until a second operator approves its change (four eyes)', async () => {
    const limits = async () =>
      (
        await callMethod(
          t,
          'customerLimitsGet',
          { type: 'betweenAccounts', fromAccountId: usd.accountId, toAccountId: target },
          auth,
        )
      ).body.limits;
    await put({ ...rule, feeFixed: '0.25', customerId: usd.customerId });
    expect(await limits()).toEqual([{ period: 'day', amount: '2000.00', used: '0.00', currencyCode: 'USD' }]);
    const raised = await put({ ...rule, feeFixed: '0.25', customerId: usd.customerId, limitDaily: '9000.00' });
    expect(raised.pendingChange).not.toBeNull();
    expect(await limits()).toEqual([{ period: 'day', amount: '2000.00', used: '0.00', currencyCode: 'USD' }]);
  });
});
