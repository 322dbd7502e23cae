import type { Queryable } from '@openportal/db';

/**
 * The `login_history` table: one row per sign-in attempt of a known user. /auth/login writes it
 * (a refusal final at once; an accepted password as 'pending'), /auth/token settles it.
 */
export type TLoginResult =
  | 'pending'
  | 'success'
  | 'invalidCredentials'
  | 'accountNotActivated'
  | 'ipNotAllowed'
  | 'invalidOtp'
  | 'invalidCodeVerifier'
  | 'pushDenied';

export interface TLoginClient {
  ip: string;
  userAgent: string | null;
}

export async function insertLoginAttempt(
  q: Queryable,
  userId: string,
  client: TLoginClient,
  result: TLoginResult,
): Promise<number> {
  const r = await q.query<{ id: bigint | number }>(
    'INSERT INTO login_history (user_id, ip, user_agent, result) VALUES ($1, $2, $3, $4) RETURNING id',
    [userId, client.ip, client.userAgent, result],
  );
  return Number(r.rows[0]!.id);
}

export async function settleLoginAttempt(q: Queryable, id: number | null, result: TLoginResult): Promise<void> {
  if (id !== null) await q.query('UPDATE login_history SET result = $2 WHERE id = $1', [id, result]);
}

export interface TLoginHistoryRow {
  created_at: Date;
  ip: string;
  user_agent: string | null;
  result: TLoginResult;
}

/** A page of the user's attempts, newest first, within [from, to) when given, and the total. */
export async function loginHistoryPage(
  q: Queryable,
  userId: string,
  range: { from: string | null; toExclusive: string | null },
  page: { number: number; size: number },
): Promise<{ rows: TLoginHistoryRow[]; total: number }> {
  const where = `user_id = $1 AND ($2::date IS NULL OR created_at >= $2::date) AND ($3::date IS NULL OR created_at < $3::date)`;
  const args = [userId, range.from, range.toExclusive];
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_history WHERE ${where}`, args);
  const rows = await q.query<TLoginHistoryRow>(
    `SELECT created_at, ip, user_agent, result FROM login_history WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...args, page.size, (page.number - 1) * page.size],
  );
  return { rows: rows.rows, total: total.rows[0]!.n };
}
