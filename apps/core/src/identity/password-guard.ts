import type { Queryable } from '@openportal/db';

/**
 * Brute-force bounds on sign-in (our choice; the spec names none): wrong passwords and wrong
 * one-time codes at sign-in, counted from the login history over fifteen minutes — ten per user,
 * fifty per client address. Over a bound, sign-in is refused (tooManyPasswordAttempts) before the
 * password is even checked, until the window has passed. A refused attempt is not recorded, so
 * waiting is enough. Codes for other actions have their own bounds (security-codes.ts).
 */
export const SIGN_IN_LIMITS = { failuresPerUser: 10, failuresPerIp: 50, windowS: 900 } as const;

const FAILURES = `result IN ('invalidCredentials', 'invalidOtp') AND created_at > now() - make_interval(secs => $2)`;

/** True when the user is over the per-user bound. */
export async function recentPasswordFailures(q: Queryable, userId: string): Promise<boolean> {
  const r = await q.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM login_history WHERE user_id = $1 AND ${FAILURES}`,
    [userId, SIGN_IN_LIMITS.windowS],
  );
  return Number(r.rows[0]!.n) >= SIGN_IN_LIMITS.failuresPerUser;
}

/** True when the client address is over the per-address bound. */
export async function recentIpFailures(q: Queryable, ip: string): Promise<boolean> {
  const r = await q.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM login_history WHERE ip = $1 AND ${FAILURES}`,
    [ip, SIGN_IN_LIMITS.windowS],
  );
  return Number(r.rows[0]!.n) >= SIGN_IN_LIMITS.failuresPerIp;
}
