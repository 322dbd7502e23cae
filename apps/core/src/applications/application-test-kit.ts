import { sampleApplication, type TApplicationBody } from '@openportal/contract';
import { bearerOf, SECRET, type TUser } from '../security/security-test-kit.ts';
import { onBrand, type TestCore } from '../test-support.ts';

/** API tests: a complete application body (passes FULL validation), the one the e2e journey types. */
export const fullApplication = (): TApplicationBody => sampleApplication();

/** A fresh user on `brand` (a second, business customer when asked) and its bearer headers. */
export async function applicant(t: TestCore, brand = 'paywave', secondCustomer = false) {
  const res = await t.core.app.inject({
    method: 'POST',
    url: '/testing/customers',
    headers: { 'x-internal-secret': SECRET },
    payload: { brand, kind: 'business', secondCustomer },
  });
  const user = res.json() as TUser;
  return { user, headers: brand === 'paywave' ? await bearerOf(t, user) : { authorization: '' } };
}

/** A customer-area REST call on `brand`: status and answer. */
export async function rest(
  t: TestCore,
  verb: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  brand = 'paywave',
) {
  const res = await t.core.app.inject({
    method: verb,
    url,
    headers: onBrand(headers, brand),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { responseCode: string } };
}
