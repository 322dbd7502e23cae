import type { TAdminRole } from '@openportal/contract';
import { hashPassword } from '../identity/index.ts';
import { newTotpSecret, totp } from '../platform/codes/index.ts';
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

/** The operators of a review desk's API tests, each with its role. */
const REVIEW_DESK = {
  compliance: 'compliance',
  compliance2: 'compliance',
  support: 'support',
  finance: 'finance',
} as const;
export type TReviewDesk = Record<keyof typeof REVIEW_DESK, string>;

/**
 * API tests of a review desk (KYC documents, KYB, company documents): the session tokens of two
 * compliance officers (who decide; the second for a decision on a version already decided),
 * support (reads, may not decide) and finance (may not read), each signed in with both steps.
 */
export async function reviewDesk(t: TestCore): Promise<TReviewDesk> {
  const signedIn = Object.entries(REVIEW_DESK).map(async ([who, role]) => [who, await operatorSession(t, [role])]);
  return Object.fromEntries(await Promise.all(signedIn)) as TReviewDesk;
}

/** Headers of a call made with `token` (an operator's session or a customer's access token). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** API tests: an operator's REST call with its session token (null: none); the status and the answer. */
export async function adminRest(
  t: TestCore,
  verb: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
) {
  const res = await t.core.app.inject({
    method: verb,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { responseCode: string } };
}
