import type { Queryable } from '@openportal/db';
import { sha256Hex } from '../../platform/crypto.ts';

/** The `activation_codes` table: e-mailed links, stored as SHA-256 of the code. */
export async function insertActivationCode(tx: Queryable, userId: string, code: string, ttlS: number) {
  await tx.query(
    `INSERT INTO activation_codes (code_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256Hex(code), userId, ttlS],
  );
}

/** The code's user on the brand, locked with the code, and whether the code is still good. */
export async function lockActivation(tx: Queryable, brand: string, email: string, code: string) {
  const r = await tx.query<{ user_id: string; status: string; email: string; valid: boolean }>(
    `SELECT u.id AS user_id, u.status, u.email, (a.used_at IS NULL AND a.expires_at > now()) AS valid
       FROM activation_codes a JOIN users u ON u.id = a.user_id
      WHERE a.code_hash = $1 AND u.brand = $3 AND lower(u.email) = lower($2) FOR UPDATE OF a, u`,
    [sha256Hex(code), email, brand],
  );
  return r.rows[0];
}

/** Spends every open link of the user (the used one with them). */
export async function spendActivationCodes(tx: Queryable, userId: string) {
  await tx.query(`UPDATE activation_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
}

/** The brand's pending user of an e-mail, locked, with how many links it got lately and today. */
export async function lockPendingForResend(tx: Queryable, brand: string, email: string, recentS: number) {
  const r = await tx.query<{
    id: string;
    email: string;
    first_name: string;
    brand: string;
    recent: number;
    today: number;
  }>(
    `SELECT u.id, u.email, u.first_name, u.brand,
            (SELECT count(*)::int FROM activation_codes a
              WHERE a.user_id = u.id AND a.created_at > now() - make_interval(secs => $3)) AS recent,
            (SELECT count(*)::int FROM activation_codes a
              WHERE a.user_id = u.id AND a.created_at > now() - interval '1 day') AS today
       FROM users u WHERE u.brand = $2 AND lower(u.email) = lower($1) AND u.status = 'pending' FOR UPDATE`,
    [email, brand, recentS],
  );
  return r.rows[0];
}
