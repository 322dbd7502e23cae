import type { Queryable } from '@openportal/db';

/**
 * A user's e-mail addresses (user_emails, migration 0036). The sign-in address is the first
 * row, confirmed and primary, added when the user first touches the list. The primary address
 * is where mail goes (users/directory.ts contactsOf); signing in keeps the sign-in address
 * (a username change is its own request: usernameChange, profile/username.ts).
 */
export interface TEmailRow {
  id: number;
  email: string;
  confirmed: boolean;
  is_primary: boolean;
}

/** At most this many addresses a user (our choice). */
export const EMAILS_MAX = 10;

/** Adds the sign-in address as the first, primary row when the user has none yet. */
export async function ensureSignInEmail(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `INSERT INTO user_emails (user_id, email, confirmed, is_primary)
     SELECT u.id, u.email, true, true FROM users u
      WHERE u.id = $1 AND NOT EXISTS (SELECT 1 FROM user_emails e WHERE e.user_id = u.id)
     ON CONFLICT DO NOTHING`,
    [userId],
  );
}

export async function emailsOf(q: Queryable, userId: string): Promise<TEmailRow[]> {
  await ensureSignInEmail(q, userId);
  const r = await q.query<TEmailRow>(
    'SELECT id, email, confirmed, is_primary FROM user_emails WHERE user_id = $1 ORDER BY is_primary DESC, id',
    [userId],
  );
  return r.rows.map((e) => ({ ...e, id: Number(e.id) }));
}

/** The user's row, locked, or undefined (another user's id is not found). */
export async function lockEmail(q: Queryable, userId: string, id: number): Promise<TEmailRow | undefined> {
  const r = await q.query<TEmailRow>(
    'SELECT id, email, confirmed, is_primary FROM user_emails WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id, userId],
  );
  const row = r.rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** Whether another user of the brand signs in with the address or has it confirmed. */
export async function emailTakenByOther(q: Queryable, brand: string, email: string, userId: string): Promise<boolean> {
  const r = await q.query(
    `SELECT 1 FROM users WHERE brand = $1 AND lower(email) = lower($2) AND id <> $3
     UNION ALL
     SELECT 1 FROM user_emails e JOIN users u ON u.id = e.user_id
      WHERE u.brand = $1 AND lower(e.email) = lower($2) AND e.confirmed AND e.user_id <> $3
     LIMIT 1`,
    [brand, email, userId],
  );
  return r.rows.length > 0;
}

/** Whether the address may not be added: taken by another user, or already on this user's list. */
export async function emailInUse(q: Queryable, brand: string, email: string, userId: string): Promise<boolean> {
  const own = await q.query('SELECT 1 FROM user_emails WHERE user_id = $1 AND lower(email) = lower($2)', [
    userId,
    email,
  ]);
  return own.rows.length > 0 || emailTakenByOther(q, brand, email, userId);
}

export async function insertEmail(q: Queryable, userId: string, email: string): Promise<number> {
  const r = await q.query<{ id: number }>('INSERT INTO user_emails (user_id, email) VALUES ($1, $2) RETURNING id', [
    userId,
    email,
  ]);
  return Number(r.rows[0]!.id);
}

export async function deleteEmail(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM user_emails WHERE id = $1', [id]);
}

export async function markEmailConfirmed(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE user_emails SET confirmed = true WHERE id = $1', [id]);
}

export async function setPrimaryEmail(q: Queryable, userId: string, id: number): Promise<void> {
  await q.query('UPDATE user_emails SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
  await q.query('UPDATE user_emails SET is_primary = true WHERE id = $1', [id]);
}

/** spec 1 §7 emailInquiry: status primary, confirmed or unconfirmed. */
export const emailEntry = (e: TEmailRow) => ({
  id: e.id,
  emailAddress: e.email,
  status: e.is_primary ? ('primary' as const) : e.confirmed ? ('confirmed' as const) : ('unconfirmed' as const),
});
