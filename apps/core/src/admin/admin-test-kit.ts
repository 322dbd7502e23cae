import type { TAdminRole } from '@openportal/contract';
import type { TFeeRuleInput } from './data/fees.ts';
import { hashPassword } from '../identity/passwords.ts';
import { newTotpSecret, totp } from '../identity/totp.ts';
import type { TestCore } from '../test-support.ts';

let seq = 0;

/**
 * API tests: a new operator holding `roles` (its own TOTP secret), signed in with both steps
 * (password, then the authenticator's code). Answers the session token.
 */
export async function operatorSession(
  t: TestCore,
  roles: readonly TAdminRole[],
  username = `op${++seq}-${process.pid}-${roles.join('-')}`,
): Promise<string> {
  const secret = newTotpSecret();
  const password = 'Operator-pass-1';
  await t.db.query(
    `INSERT INTO admin_users (username, name, password_hash, totp_secret, roles) VALUES ($1, $1, $2, $3, $4::text[])`,
    [username, await hashPassword(password), secret, roles],
  );
  const step1 = await t.core.app.inject({ method: 'POST', url: '/admin/auth/login', payload: { username, password } });
  const ticket = (step1.json() as { data: { token: string } }).data.token;
  const step2 = await t.core.app.inject({
    method: 'GET',
    url: `/admin/auth/login?code=${totp(secret, Date.now())}`,
    headers: { authorization: `Bearer ${ticket}` },
  });
  if (step2.statusCode !== 200) throw new Error(`operator sign-in failed: ${step2.body}`);
  return (step2.json() as { data: { token: string } }).data.token;
}

/** A fee rule as operators send it (SEPA in EUR on paywave, KYC level 1, with active limits). */
export const SEPA_FEE_RULE: TFeeRuleInput = {
  brand: 'paywave',
  transferKind: 'sepa',
  currencyCode: 'EUR',
  kycLevel: 1,
  feeFixed: '0.50',
  feePercentBps: 25,
  feeMin: '0.50',
  feeMax: '20.00',
  limitSingle: '5000.00',
  limitDaily: '10000.00',
  limitMonthly: null,
};
