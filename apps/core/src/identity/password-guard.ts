import type { Queryable } from '@openportal/db';

/**
 * Brute-force bounds on sign-in (our choice; the spec names none): wrong passwords and wrong
 * one-time codes at sign-in, counted from the login history over fifteen minutes — ten per user,
 * fifty per client address. Over a bound, sign-in is refused (tooManyPasswordAttempts) before the
 * password is even checked, until the window has passed. A refused attempt is not recorded, so
 * waiting is enough. Codes for other actions have their own bounds (security-codes.ts).
 *
 * A name that is no account is counted the same way (issue 18), in unknown_name_attempts by
 * brand and lower-cased name, so ten wrong passwords lock it as they lock a known user and the
 * answers never tell the two apart. That table stays small: a name or an address over its bound
 * adds no row, and rows older than a day go at each insert.
 */
export const SIGN_IN_LIMITS = { failuresPerUser: 10, failuresPerIp: 50, windowS: 900 } as const;

const FAILURES = `result IN ('invalidCredentials', 'invalidOtp') AND created_at > now() - make_interval(secs => $2)`;
const RECENT = `created_at > now() - make_interval(secs => $2)`;

/** True when the user is over the per-user bound. */
export async function recentPasswordFailures(q: Queryable, userId: string): Promise<boolean> {
  const r = await q.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM login_history WHERE user_id = $1 AND ${FAILURES}`,
    [userId, SIGN_IN_LIMITS.windowS],
  );
  return Number(r.rows[0]!.n) >= SIGN_IN_LIMITS.failuresPerUser;
}

/** True when the client address is over the per-address bound (known and unknown names together). */
export async function recentIpFailures(q: Queryable, ip: string): Promise<boolean> {
  const r = await q.query<{ n: number | string }>(
    `SELECT (SELECT count(*) FROM login_history WHERE ip = $1 AND ${FAILURES})
          + (SELECT count(*) FROM unknown_name_attempts WHERE ip = $1 AND purpose = 'signIn' AND ${RECENT}) AS n`,
    [ip, SIGN_IN_LIMITS.windowS],
  );
  return Number(r.rows[0]!.n) >= SIGN_IN_LIMITS.failuresPerIp;
}

export type TUnknownNamePurpose = 'signIn' | 'passwordRecovery';

/** How often this brand's name that is no account was used for `purpose` within the window. */
export async function unknownNameCount(
  q: Queryable,
  a: { brand: string; name: string; purpose: TUnknownNamePurpose; windowS: number },
): Promise<number> {
  const r = await q.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM unknown_name_attempts
      WHERE brand = $1 AND name = lower($3) AND purpose = $4 AND created_at > now() - make_interval(secs => $2)`,
    [a.brand, a.windowS, a.name, a.purpose],
  );
  return Number(r.rows[0]!.n);
}

/** True when a name that is no account is over the per-user bound (as recentPasswordFailures). */
export async function recentUnknownFailures(q: Queryable, brand: string, name: string): Promise<boolean> {
  const n = await unknownNameCount(q, { brand, name, purpose: 'signIn', windowS: SIGN_IN_LIMITS.windowS });
  return n >= SIGN_IN_LIMITS.failuresPerUser;
}

/** True when the user (userId) or the name that is no account (null) is over its bound. */
export async function overNameBound(q: Queryable, brand: string, name: string, userId: string | null) {
  return userId ? recentPasswordFailures(q, userId) : recentUnknownFailures(q, brand, name);
}

/** Records one use of a name that is no account (a failed sign-in, a recovery request); prunes old rows. */
export async function recordUnknownName(
  q: Queryable,
  a: { brand: string; name: string; purpose: TUnknownNamePurpose; ip: string },
): Promise<void> {
  await q.query(`DELETE FROM unknown_name_attempts WHERE created_at < now() - interval '1 day'`);
  await q.query('INSERT INTO unknown_name_attempts (brand, name, purpose, ip) VALUES ($1, lower($2), $3, $4)', [
    a.brand,
    a.name,
    a.purpose,
    a.ip,
  ]);
}
