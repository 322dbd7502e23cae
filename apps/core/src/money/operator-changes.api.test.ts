import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TAuditRow, type TFeeRule, type TOperatorChange } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { adminRest, bearer, operatorSession } from '../admin/admin-test-kit.ts';
import { SEPA_FEE_RULE } from './operator-test-kit.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

/**
 * Issue 18: operators cannot set any rate. Bad rates are refused; a move beyond the brands' band
 * waits for a second operator (finance or superadmin, never the proposer); every step is audited.
 * Fee rule changes to an active limit go the same way.
 */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let customer: string;
let alice: string;
let bob: string;
let root: string;

/** A POST without a body sends `{}` (the decision calls take their input in the path). */
const rest = (verb: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  adminRest(t, verb, url, token, payload ?? (verb === 'POST' ? {} : undefined));

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  customer = (await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken;
  alice = await operatorSession(t, ['finance'], 'alice');
  bob = await operatorSession(t, ['finance'], 'bob');
  root = await operatorSession(t, ['superadmin'], 'root');
});
afterAll(async () => t?.close());

/** FX audit rows and stored changes (refusals themselves may be audited by the dispatcher). */
const fxWrites = async () =>
  (
    await t.db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM admin_audit_log WHERE action LIKE 'fxRate.%') || '/' || (SELECT count(*) FROM operator_changes) AS n`,
    )
  ).rows[0]!.n;
const storedRate = async (sell: string, buy: string) =>
  (
    await t.db.query<{ rate: string }>('SELECT rate FROM fx_rates WHERE sell_currency = $1 AND buy_currency = $2', [
      sell,
      buy,
    ])
  ).rows[0]?.rate;
const customerRate = async () =>
  (await callMethod(t, 'transferExchangeRateGet', { fromCurrencyCode: 'USD', toCurrencyCode: 'EUR' }, bearer(customer)))
    .body.rate;
const audit = async (action: string) =>
  (await rest('GET', `/admin/audit-log?action=${action}`, alice)).body.data as TAuditRow[];
const fieldsOf = (body: Record<string, unknown>) => body.validationErrors as Array<{ field: string; message: string }>;

describe('FX rates', () => {
  it('refuses 0.000000000001, 999999999999 and 1000× the current rate, naming the field, and changes nothing', async () => {
    const before = await fxWrites();
    for (const rate of ['0.000000000001', '999999999999', '789']) {
      const put = await rest('PUT', '/admin/fx-rates', alice, {
        sellCurrency: 'USD',
        buyCurrency: 'GBP',
        rate,
        spreadBps: 50,
      });
      expect([put.status, put.body.responseCode], rate).toEqual([400, 'VF']);
      expect([...new Set(fieldsOf(put.body).map((e) => e.field))], rate).toEqual(['rate']);
    }
    const tooFar = await rest('PUT', '/admin/fx-rates', alice, {
      sellCurrency: 'USD',
      buyCurrency: 'GBP',
      rate: '789',
      spreadBps: 50,
    });
    expect(fieldsOf(tooFar.body)).toEqual([{ field: 'rate', message: ERROR_MESSAGES.rateTooFarFromCurrent }]);
    const tooSmall = await rest('PUT', '/admin/fx-rates', alice, {
      sellCurrency: 'USD',
      buyCurrency: 'GBP',
      rate: '0.000000000001',
      spreadBps: 50,
    });
    expect(fieldsOf(tooSmall.body)[0]!.message).toBe('Rate is 0.000001 to 1000000');
    expect(await storedRate('USD', 'GBP')).toBe('0.7890');
    expect(await fxWrites()).toBe(before);
  });

  it('holds a move beyond the band for a second operator: the customer keeps the old rate until one approves', async () => {
    expect(await customerRate()).toBe('0.916395');
    const put = await rest('PUT', '/admin/fx-rates', alice, {
      sellCurrency: 'USD',
      buyCurrency: 'EUR',
      rate: '1.2',
      spreadBps: 50,
    });
    expect(put.status).toBe(200);
    const pending = put.body.pendingChange as TOperatorChange;
    expect(put.body.data).toMatchObject({ rate: '0.9210', spreadBps: 50 });
    expect(pending).toMatchObject({
      kind: 'fxRate',
      target: 'USD/EUR',
      status: 'pending',
      proposedBy: 'alice',
      proposedByYou: true,
      values: { sellCurrency: 'USD', buyCurrency: 'EUR', rate: '1.2', spreadBps: 50 },
      before: { rate: '0.9210', spreadBps: 50 },
    });
    expect([await storedRate('USD', 'EUR'), await customerRate()]).toEqual(['0.9210', '0.916395']);
    expect((await audit('fxRate.propose'))[0]).toMatchObject({
      adminUsername: 'alice',
      target: 'USD/EUR',
      before: { rate: '0.9210', spreadBps: 50 },
      after: { changeId: pending.changeId, rate: '1.2' },
    });

    const listed = (await rest('GET', '/admin/changes?status=pending', bob)).body.data as TOperatorChange[];
    expect(listed.find((c) => c.changeId === pending.changeId)).toMatchObject({ proposedByYou: false });

    for (const verb of ['approve', 'reject']) {
      const own = await rest('POST', `/admin/changes/${pending.changeId}/${verb}`, alice);
      expect([own.status, own.body.responseCode]).toEqual([400, 'VF']);
      expect(fieldsOf(own.body)).toEqual([{ field: 'changeId', message: ERROR_MESSAGES.ownChange }]);
    }
    expect(await customerRate()).toBe('0.916395');

    const approved = await rest('POST', `/admin/changes/${pending.changeId}/approve`, bob);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', proposedBy: 'alice', decidedBy: 'bob' });
    expect([await storedRate('USD', 'EUR'), await customerRate()]).toEqual(['1.2', '1.194000']);
    expect((await audit('fxRate.approve'))[0]).toMatchObject({
      adminUsername: 'bob',
      target: 'USD/EUR',
      before: { rate: '0.9210', spreadBps: 50 },
      after: { changeId: pending.changeId, rate: '1.2', spreadBps: 50 },
    });
    const again = await rest('POST', `/admin/changes/${pending.changeId}/approve`, root);
    expect(fieldsOf(again.body)).toEqual([{ field: 'changeId', message: ERROR_MESSAGES.changeNotPending }]);
  });

  it('a second operator (superadmin) may reject: nothing changes, audited; a viewer may not decide', async () => {
    const put = await rest('PUT', '/admin/fx-rates', bob, {
      sellCurrency: 'USD',
      buyCurrency: 'GBP',
      rate: '1',
      spreadBps: 50,
    });
    const pending = put.body.pendingChange as TOperatorChange;
    expect(pending.status).toBe('pending');
    const viewer = await operatorSession(t, ['viewer'], 'vera');
    expect((await rest('POST', `/admin/changes/${pending.changeId}/reject`, viewer)).status).toBe(403);
    const rejected = await rest('POST', `/admin/changes/${pending.changeId}/reject`, root);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decidedBy: 'root' });
    expect(await storedRate('USD', 'GBP')).toBe('0.7890');
    expect((await audit('fxRate.reject'))[0]).toMatchObject({
      adminUsername: 'root',
      target: 'USD/GBP',
      after: { changeId: pending.changeId, rate: '1' },
    });
    expect((await rest('POST', '/admin/changes/999999/approve', root)).status).toBe(404);
  });

  it('applies a move within the band at once, and holds a new pair for a second operator', async () => {
    const within = await rest('PUT', '/admin/fx-rates', alice, {
      sellCurrency: 'USD',
      buyCurrency: 'GBP',
      rate: '0.80',
      spreadBps: 50,
    });
    expect([within.body.pendingChange, await storedRate('USD', 'GBP')]).toEqual([null, '0.80']);
    const pair = await rest('PUT', '/admin/fx-rates', alice, {
      sellCurrency: 'GBP',
      buyCurrency: 'RON',
      rate: '5.8',
      spreadBps: 75,
    });
    expect([pair.body.data, (pair.body.pendingChange as TOperatorChange).before]).toEqual([null, null]);
    expect(await storedRate('GBP', 'RON')).toBeUndefined();
  });
  it('refuses to approve a change whose pair moved since it was proposed', async () => {
    const body = { sellCurrency: 'USD', buyCurrency: 'RON', spreadBps: 75 };
    const put = await rest('PUT', '/admin/fx-rates', alice, { ...body, rate: '6' });
    const pending = put.body.pendingChange as TOperatorChange;
    expect((await rest('PUT', '/admin/fx-rates', alice, { ...body, rate: '4.6' })).body.pendingChange).toBeNull();
    const stale = await rest('POST', `/admin/changes/${pending.changeId}/approve`, bob);
    expect(fieldsOf(stale.body)).toEqual([{ field: 'changeId', message: ERROR_MESSAGES.changeOutdated }]);
    expect(await storedRate('USD', 'RON')).toBe('4.6');
    const listed = (await rest('GET', '/admin/changes?status=pending&kind=fxRate', bob)).body.data as TOperatorChange[];
    expect(listed.map((c) => c.changeId)).toContain(pending.changeId);
    expect((await rest('POST', `/admin/changes/${pending.changeId}/reject`, bob)).body.data).toMatchObject({
      status: 'rejected',
    });
  });
});

describe('fee rules', () => {
  const rule = SEPA_FEE_RULE;
  const stored = async () => ((await rest('GET', '/admin/fees?brand=paywave', alice)).body.data as TFeeRule[])[0];

  it('holds a change to an active limit or a percent fee above 10% for a second operator; fee amounts apply at once', async () => {
    expect((await rest('PUT', '/admin/fees', alice, rule)).body.pendingChange).toBeNull();
    expect((await rest('PUT', '/admin/fees', alice, { ...rule, feeFixed: '1.00' })).body.pendingChange).toBeNull();
    const raise = await rest('PUT', '/admin/fees', alice, { ...rule, feeFixed: '1.00', limitSingle: '50000.00' });
    const removed = await rest('PUT', '/admin/fees', alice, { ...rule, feeFixed: '1.00', limitDaily: null });
    const percent = await rest('PUT', '/admin/fees', alice, { ...rule, feeFixed: '1.00', feePercentBps: 1500 });
    const changes = [raise, removed, percent].map((r) => r.body.pendingChange as TOperatorChange);
    expect(changes.map((c) => [c.kind, c.status])).toEqual([
      ['feeRule', 'pending'],
      ['feeRule', 'pending'],
      ['feeRule', 'pending'],
    ]);
    expect(await stored()).toMatchObject({ feeFixed: '1.00', limitSingle: '5000.00', limitDaily: '10000.00' });
    expect((await audit('feeRule.propose')).length).toBe(3);

    const own = await rest('POST', `/admin/changes/${changes[0]!.changeId}/approve`, alice);
    expect(fieldsOf(own.body)).toEqual([{ field: 'changeId', message: ERROR_MESSAGES.ownChange }]);
    expect((await rest('POST', `/admin/changes/${changes[0]!.changeId}/approve`, bob)).status).toBe(200);
    expect(await stored()).toMatchObject({ limitSingle: '50000.00', limitDaily: '10000.00' });
    expect((await audit('feeRule.approve'))[0]).toMatchObject({
      adminUsername: 'bob',
      target: 'paywave/sepa/EUR/kyc1',
      before: { limitSingle: '5000.00' },
      after: { changeId: changes[0]!.changeId, limitSingle: '50000.00' },
    });
    const pendingFees = (await rest('GET', '/admin/changes?status=pending&kind=feeRule', bob)).body
      .data as TOperatorChange[];
    expect(pendingFees.map((c) => c.changeId)).toEqual([changes[2]!.changeId, changes[1]!.changeId]);
  });
});
