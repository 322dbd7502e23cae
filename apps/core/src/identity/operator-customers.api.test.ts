import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminCustomerRow, TAdminCustomerView } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { signIn, startTestCore, type TestCore } from '../test-support.ts';

/** The operators' customer calls (back office): search, and one customer's read-only view. */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let finance: string;

const rest = (verb: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
  adminRest(t, verb, url, token, payload);

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  // The customer's own sign-in: the view shows it among the logins and sessions.
  await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD);
  finance = await operatorSession(t, ['finance'], 'fin');
});
afterAll(async () => t?.close());

describe('customers', () => {
  it('finds a customer by name, e-mail or account number and shows it read-only', async () => {
    const byEmail = await rest(
      'GET',
      `/admin/customers?q=${encodeURIComponent(demoEmail('personal', 'paywave'))}`,
      finance,
    );
    const rows = byEmail.body.data as TAdminCustomerRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand: 'paywave', name: 'Alex Demo', email: demoEmail('personal', 'paywave') });
    const byName = (await rest('GET', '/admin/customers?q=alex%20demo', finance)).body.data as TAdminCustomerRow[];
    expect(byName.map((r) => r.customerId)).toContain(rows[0]!.customerId);
    const wildcard = (await rest('GET', '/admin/customers?q=%25%25', finance)).body.data as TAdminCustomerRow[];
    expect(wildcard).toEqual([]);

    const view = (await rest('GET', `/admin/customers/${rows[0]!.customerId}`, finance)).body
      .data as TAdminCustomerView;
    expect(view.profile.firstName).toBe('Alex');
    expect(view.users.map((u) => u.email)).toEqual([demoEmail('personal', 'paywave')]);
    expect(view.accounts.map((a) => `${a.currencyCode} ${a.balance}`)).toEqual([
      'USD 12500.00',
      'EUR 8000.00',
      'USD 500.00',
    ]);
    expect(view.history.length).toBe(3);
    expect(view.logins[0]).toMatchObject({ result: 'success' });
    expect(view.sessions[0]).toMatchObject({ active: true });

    const account = view.accounts[0]!.accountId;
    const byAccount = (await rest('GET', `/admin/customers?q=${account}`, finance)).body.data as TAdminCustomerRow[];
    expect(byAccount.map((r) => r.customerId)).toEqual([rows[0]!.customerId]);
    expect((await rest('GET', '/admin/customers/nobody', finance)).status).toBe(404);
    expect((await rest('GET', '/admin/customers?q=a', finance)).status).toBe(400);
  });
});
