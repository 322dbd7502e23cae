import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, METHOD_CALLS } from '@openportal/contract';
import { checkInvariants } from '@openportal/ledger';
import { call, startSecurityCore } from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';
import { memberOf, seedCustomer } from './approvals-test-kit.ts';

/**
 * The company's approval thresholds by amount, edited by its full-access user (rights 2 only)
 * through approvalThresholdSet, listed with their audit (who, when, before, after), and
 * applied: a payment to another party above the threshold waits for a checker.
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => {
  if (t) expect(await checkInvariants(t.db)).toEqual([]);
  await t?.close();
});

const list = async (who: { auth: object }) => {
  const r = await call(t, 'approvalThresholdList', {}, who.auth);
  expect(METHOD_CALLS.approvalThresholdList.response.safeParse(r.body).success).toBe(true);
  return r.body as unknown as { thresholds: unknown[]; changes: Array<Record<string, unknown>> };
};

describe('approval thresholds by amount (a company setting)', () => {
  it('a full user sets, changes and removes one; each change is audited; it applies to payments', async () => {
    const company = await seedCustomer(t, { kind: 'business' });
    const payee = await seedCustomer(t, { accounts: [{ currency: 'USD', balanceMinor: '0' }] });
    const set = await call(t, 'approvalThresholdSet', { currency: 'USD', amount: '10.00' }, company.auth);
    expect(set.body).toMatchObject({ responseCode: '00' });
    // The same value again records nothing.
    await call(t, 'approvalThresholdSet', { currency: 'USD', amount: '10.00' }, company.auth);
    expect((await list(company)).thresholds).toEqual([{ currencyCode: 'USD', amount: '10.00' }]);

    const pay = (amount: string, key: string) =>
      call(
        t,
        'transferP2p',
        { accountId: company.accountIds[0], amount, currency: 'USD', toEmail: payee.email },
        { ...company.auth, 'idempotency-key': key },
      );
    expect((await pay('10.00', 'thr-under')).body).toMatchObject({ responseCode: '00', status: 'completed' });
    expect((await pay('10.01', 'thr-over')).body).toMatchObject({
      responseCode: '00',
      status: 'pending',
      checker: true,
    });

    await call(t, 'approvalThresholdSet', { currency: 'USD', amount: '0' }, company.auth);
    await call(t, 'approvalThresholdSet', { currency: 'USD', amount: null }, company.auth);
    const after = await list(company);
    expect(after.thresholds).toEqual([]);
    expect(after.changes.map((c) => [c.changedBy, c.currencyCode, c.before, c.after])).toEqual([
      [company.email, 'USD', '0.00', null],
      [company.email, 'USD', '10.00', '0.00'],
      [company.email, 'USD', null, '10.00'],
    ]);
    // The audit is append-only.
    await expect(t.db.query('UPDATE customer_setting_changes SET after = NULL')).rejects.toThrow(/append-only/);
  });

  it('refuses every user but full access, and a bad amount, changing nothing', async () => {
    const company = await seedCustomer(t, { kind: 'business' });
    for (const rights of [1, 3, 4, 5]) {
      const user = await memberOf(t, company, rights);
      const r = await call(t, 'approvalThresholdSet', { currency: 'USD', amount: '5.00' }, user.auth);
      expect([rights, r.status, r.body.responseCode]).toEqual([rights, 403, '13']);
      // Every user of the company may read the policy that applies to them.
      expect((await list(user)).thresholds).toEqual([]);
    }
    const bad = await call(t, 'approvalThresholdSet', { currency: 'USD', amount: '1.234' }, company.auth);
    expect(bad.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'amount', message: AMOUNT_MESSAGES.tooManyDecimals }],
    });
    const negative = await call(t, 'approvalThresholdSet', { currency: 'USD', amount: '-1' }, company.auth);
    expect(negative.body).toMatchObject({ responseCode: 'VF' });
    expect(await list(company)).toEqual(expect.objectContaining({ thresholds: [], changes: [] }));
  });
});
