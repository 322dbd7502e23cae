import type { Queryable } from '@openportal/db';

/**
 * The `users` table (and the `customers` and `customer_access` rows a registration makes):
 * every query identity makes of them. Users are unique per (brand, e-mail); e-mails compare
 * case-insensitively.
 */
export interface TSignInUser {
  id: string;
  email: string;
  password_hash: string;
  status: string;
  totp_secret: string | null;
  two_step_login: 'no' | 'push' | 'sms' | 'otp';
  two_step_transaction: 'no' | 'push' | 'sms' | 'otp';
  access_ip_mode: number;
}

export async function findSignInUser(q: Queryable, brand: string, email: string): Promise<TSignInUser | undefined> {
  const r = await q.query<TSignInUser>(
    `SELECT id, email, password_hash, status, totp_secret, two_step_login, two_step_transaction, access_ip_mode
       FROM users WHERE brand = $1 AND lower(email) = lower($2)`,
    [brand, email],
  );
  return r.rows[0];
}

export interface TNewPersonal {
  userId: string;
  customerId: string;
  brand: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  category: string;
}

/**
 * A pending user, its personal customer, and full rights on it. A second user with the same
 * brand and e-mail fails with PostgreSQL's unique violation (23505).
 */
export async function insertPendingPersonal(tx: Queryable, u: TNewPersonal): Promise<void> {
  await tx.query(
    `INSERT INTO customers (id, kind, brand, first_name, last_name, residence_country_code, category) VALUES ($1, 0, $2, $3, $4, $5, $6)`,
    [u.customerId, u.brand, u.firstName, u.lastName, u.countryCode, u.category],
  );
  await tx.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand) VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
    [u.userId, u.email, u.passwordHash, u.firstName, u.lastName, u.brand],
  );
  await tx.query(
    `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 2, true)`,
    [u.userId, u.customerId],
  );
}

export async function markUserActive(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`UPDATE users SET status = 'active', activated_at = now() WHERE id = $1`, [userId]);
}

/** RFC 6238 §5.2: the last accepted TOTP step; a step at or before it is a replay. */
export async function recordTotpStep(tx: Queryable, userId: string, step: bigint): Promise<void> {
  await tx.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [userId, step]);
}

export async function userNames(q: Queryable, userId: string) {
  const r = await q.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  return r.rows[0];
}

export interface TSecurityUser {
  id: string;
  email: string;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: bigint | null;
  two_step_login: 'no' | 'push' | 'sms' | 'otp';
  two_step_transaction: 'no' | 'push' | 'sms' | 'otp';
}

/** What security settings read of a user; `lock` in a transaction that changes them. */
export async function securityUser(q: Queryable, userId: string, lock = false): Promise<TSecurityUser> {
  const r = await q.query<TSecurityUser>(
    `SELECT id, email, password_hash, totp_secret, totp_last_step, two_step_login, two_step_transaction
       FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return r.rows[0]!;
}

export async function setPasswordHash(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** A two-step mode for one scope; enabling otp stores its secret, leaving otp on no scope drops it. */
export async function setTwoStepMode(
  tx: Queryable,
  userId: string,
  scope: 'login' | 'transaction',
  mode: string,
  totpSecret: string | null | undefined,
): Promise<void> {
  const column = scope === 'login' ? 'two_step_login' : 'two_step_transaction';
  await tx.query(`UPDATE users SET ${column} = $2 WHERE id = $1`, [userId, mode]);
  if (totpSecret)
    await tx.query('UPDATE users SET totp_secret = $2, totp_last_step = NULL WHERE id = $1', [userId, totpSecret]);
  await tx.query(
    `UPDATE users SET totp_secret = NULL, totp_last_step = NULL
      WHERE id = $1 AND two_step_login <> 'otp' AND two_step_transaction <> 'otp'`,
    [userId],
  );
}

/** Every session of the user but one (a password change keeps the session that made it). */
export async function otherSessions(q: Queryable, userId: string, keepFamilyId: string | null): Promise<string[]> {
  const r = await q.query<{ family_id: string }>(
    `SELECT DISTINCT family_id FROM refresh_tokens
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() AND family_id IS DISTINCT FROM $2`,
    [userId, keepFamilyId],
  );
  return r.rows.map((row) => row.family_id);
}

/** An active user of the brand by e-mail (password recovery). */
export async function activeUserByEmail(q: Queryable, brand: string, email: string) {
  const r = await q.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE brand = $1 AND lower(email) = lower($2) AND status = 'active'`,
    [brand, email],
  );
  return r.rows[0];
}
