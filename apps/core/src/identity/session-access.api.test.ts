import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { bearerOf, call, startSecurityCore, type TUser } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

async function seed(termsToAccept: boolean, secondCustomer = false): Promise<TUser> {
  const res = await t.core.app.inject({
    method: 'POST',
    url: '/testing/customers',
    headers: { 'x-internal-secret': 'security-tests-secret-0123456789' },
    payload: { brand: 'paywave', termsToAccept, secondCustomer },
  });
  return res.json() as TUser;
}

describe('terms acceptance (TE)', () => {
  it('answers TE until the pending terms are accepted; customer info names them', async () => {
    const u = await seed(true);
    const { authorization } = await bearerOf(t, u);
    const blocked = await call(t, 'userAccessInfoGet', {}, { authorization });
    expect([blocked.status, blocked.body.responseCode, blocked.body.responseDescription]).toEqual([
      403,
      'TE',
      ERROR_MESSAGES.termsNotAccepted,
    ]);
    const info = await call(t, 'customerInfoGet', {}, { authorization });
    expect((info.body.customerInfo as { terms: unknown }).terms).toEqual([{ id: 'tos', key: 'termsOfService' }]);
    const wrong = await call(t, 'termsAccept', { termIds: ['privacy'] }, { authorization });
    expect([wrong.status, wrong.body.responseCode]).toEqual([400, 'VF']);
    const ok = await call(t, 'termsAccept', { termIds: ['tos'] }, { authorization });
    expect(ok.body.responseCode).toBe('00');
    expect((await call(t, 'userAccessInfoGet', {}, { authorization })).body.responseCode).toBe('00');
    const after = await call(t, 'customerInfoGet', {}, { authorization });
    expect((after.body.customerInfo as { terms: unknown }).terms).toEqual([]);
    // Nothing pending any more: accepting again is refused (the id is not one to accept).
    expect((await call(t, 'termsAccept', { termIds: ['tos'] }, { authorization })).body.responseCode).toBe('VF');
  });

  it('a user who accepted the current version is not asked', async () => {
    const u = await seed(false);
    const { authorization } = await bearerOf(t, u);
    expect((await call(t, 'userAccessInfoGet', {}, { authorization })).body.responseCode).toBe('00');
    expect((await call(t, 'termsAccept', { termIds: ['tos'] }, { authorization })).body.responseCode).toBe('VF');
  });
});

describe('several customers (userAccessList, Customer-Id)', () => {
  it('lists both customers and acts for the one named; a stranger customer is refused', async () => {
    const u = await seed(false, true);
    const { authorization } = await bearerOf(t, u);
    const list = await call(t, 'userAccessList', {}, { authorization });
    const accesses = list.body.customerAccesses as Array<{ id: string; customerName: string; customerType: number }>;
    expect(accesses.map((a) => [a.customerName, a.customerType])).toEqual([
      ['Test Customer', 0],
      ['Second Co', 2],
    ]);
    const second = accesses[1]!.id;
    const acting = await call(t, 'userAccessInfoGet', {}, { authorization, 'customer-id': second });
    expect((acting.body.userAccessInfo as { id: string }).id).toBe(second);
    const balances = await call(t, 'balanceInquiry', {}, { authorization, 'customer-id': second });
    expect((balances.body.accounts as Array<{ currencyCode?: string; currency?: string }>).length).toBe(1);
    const other = await seed(false);
    const refused = await call(t, 'userAccessInfoGet', {}, { authorization, 'customer-id': other.customerId });
    expect([refused.status, refused.body.responseCode]).toEqual([403, 'ENOA']);
  });
});

describe('verification answers (kyc domain)', () => {
  it('a seeded test customer is verified and certified, so nothing guards their screens', async () => {
    const { authorization } = await bearerOf(t, await seed(false));
    const info = await call(t, 'customerInfoGet', {}, { authorization });
    const customer = info.body.customerInfo as { verified: boolean; limited: boolean; isNeedKyc: boolean };
    expect([customer.verified, customer.limited, customer.isNeedKyc]).toEqual([true, false, false]);
    const access = await call(t, 'userAccessInfoGet', {}, { authorization });
    const summary = access.body.userAccessInfo as { taxResidencySelfCertificationDocumentStatus: string };
    expect(summary.taxResidencySelfCertificationDocumentStatus).toBe('validated');
  });
});

describe('the account flags of userAccessInfoGet', () => {
  it('reads strict mode from the brand and the sub-account and conversion flags from the customer', async () => {
    const u = await seed(false);
    const { authorization } = await bearerOf(t, u);
    const flags = async () => {
      const info = (await call(t, 'userAccessInfoGet', {}, { authorization })).body.userAccessInfo as Record<
        string,
        unknown
      >;
      return [info.isStrictMode, info.settlementAccount, info.isConverted];
    };
    expect(await flags()).toEqual([false, false, false]);
    const parent = await seed(false);
    await t.db.query('UPDATE customers SET settlement_parent_id = $2, converted_at = now() WHERE id = $1', [
      u.customerId,
      parent.customerId,
    ]);
    expect(await flags()).toEqual([false, true, true]);
    // The parent itself is no sub-account.
    const p = await bearerOf(t, parent);
    const info = (await call(t, 'userAccessInfoGet', {}, { authorization: p.authorization })).body
      .userAccessInfo as Record<string, unknown>;
    expect([info.settlementAccount, info.isConverted]).toEqual([false, false]);
  });
});
