import type { Queryable } from '@openportal/db';
import { sha256Hex } from '../../platform/crypto.ts';

/**
 * The `refresh_tokens` table: a session is a family of rotating tokens (one per sign-in; the
 * access token's `sid`), stored hashed. A used token's reuse revokes its family.
 */
export async function insertRefreshToken(
  tx: Queryable,
  t: { token: string; familyId: string; userId: string; ttlS: number },
) {
  await tx.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256Hex(t.token), t.familyId, t.userId, t.ttlS],
  );
}

export interface TLockedRefreshToken {
  family_id: string;
  user_id: string;
  used_at: Date | null;
  revoked_at: Date | null;
  expired: boolean;
  email: string;
  access_ip_mode: number;
}

/** A token of the brand's user, locked. */
export async function lockRefreshToken(tx: Queryable, brand: string, token: string) {
  const r = await tx.query<TLockedRefreshToken>(
    `SELECT t.family_id, t.user_id, t.used_at, t.revoked_at, t.expires_at < now() AS expired, u.email, u.access_ip_mode
       FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 AND u.brand = $2 FOR UPDATE OF t`,
    [sha256Hex(token), brand],
  );
  return r.rows[0];
}

/** The session of a token of the brand's user (logout), whatever the token's state. */
export async function sessionOfToken(q: Queryable, brand: string, token: string) {
  const r = await q.query<{ family_id: string; user_id: string }>(
    `SELECT t.family_id, t.user_id FROM refresh_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND u.brand = $2`,
    [sha256Hex(token), brand],
  );
  return r.rows[0];
}

export async function markRefreshTokenUsed(tx: Queryable, token: string) {
  await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [sha256Hex(token)]);
}

/** Revokes a session; true when it was alive. */
export async function revokeSession(tx: Queryable, familyId: string): Promise<boolean> {
  const r = await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
  return (r.rowCount ?? 0) > 0;
}

/** Is a session still alive (a token of its family not revoked)? */
export async function sessionAlive(q: Queryable, familyId: string): Promise<boolean> {
  const r = await q.query<{ alive: boolean }>(
    'SELECT bool_or(revoked_at IS NULL) AS alive FROM refresh_tokens WHERE family_id = $1',
    [familyId],
  );
  return r.rows[0]?.alive === true;
}
