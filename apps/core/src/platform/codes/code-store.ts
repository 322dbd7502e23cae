import type { Queryable } from '@openportal/db';

/**
 * The `security_codes` table (one-time codes, each bound to one user and one action, stored
 * hashed) and `code_failures` (wrong codes per user and per client address, for the limits).
 */
export interface TSecurityCodeRow {
  id: string;
  user_id: string;
  purpose: string;
  channel: 'sms' | 'email' | 'totp' | 'push';
  code_hash: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  expired: boolean;
  used_at: Date | null;
}

export async function insertSecurityCode(
  tx: Queryable,
  c: {
    id: string;
    userId: string;
    purpose: string;
    channel: 'sms' | 'email' | 'totp' | 'push';
    codeHash: string | null;
    payload: object;
    ttlS: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO security_codes (id, user_id, purpose, channel, code_hash, payload, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [c.id, c.userId, c.purpose, c.channel, c.codeHash, JSON.stringify(c.payload), c.ttlS],
  );
}

/** The user's code for that action, locked; a code of another user or action is not found. */
export async function lockSecurityCode(
  tx: Queryable,
  id: string,
  userId: string,
  purpose: string,
): Promise<TSecurityCodeRow | undefined> {
  const r = await tx.query<TSecurityCodeRow>(
    `SELECT id, user_id, purpose, channel, code_hash, payload, attempts, expires_at < now() AS expired, used_at
       FROM security_codes WHERE id = $1 AND user_id = $2 AND purpose = $3 FOR UPDATE`,
    [id, userId, purpose],
  );
  return r.rows[0];
}

/** The newest live code of the user for that action (recovery codes are found by e-mail, not id). */
export async function latestSecurityCodeId(tx: Queryable, userId: string, purpose: string): Promise<string | null> {
  const r = await tx.query<{ id: string }>(
    `SELECT id FROM security_codes WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1`,
    [userId, purpose],
  );
  return r.rows[0]?.id ?? null;
}

/** The newest live code of the user for that action with what it confirms and when it was sent, or undefined. */
export async function latestPendingCode(
  q: Queryable,
  userId: string,
  purpose: string,
): Promise<{ payload: Record<string, unknown>; createdAt: Date } | undefined> {
  const r = await q.query<{ payload: Record<string, unknown>; created_at: Date }>(
    `SELECT payload, created_at FROM security_codes
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1`,
    [userId, purpose],
  );
  const row = r.rows[0];
  return row ? { payload: row.payload, createdAt: new Date(row.created_at) } : undefined;
}

export async function countCodeAttempt(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE security_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function spendSecurityCode(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE security_codes SET used_at = now() WHERE id = $1', [id]);
}

/** Every other live code of the user for that action ends when a new one is sent. */
export async function retireSecurityCodes(tx: Queryable, userId: string, purpose: string): Promise<void> {
  await tx.query('UPDATE security_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    userId,
    purpose,
  ]);
}

/** How many codes of that action the user was sent in the window, and seconds since the last. */
export async function codesSent(q: Queryable, userId: string, purpose: string, windowS: number) {
  const r = await q.query<{ n: number; since_last: number | null }>(
    `SELECT count(*)::int AS n, extract(epoch FROM now() - max(created_at))::float8 AS since_last
       FROM security_codes WHERE user_id = $1 AND purpose = $2 AND channel <> 'totp'
        AND created_at > now() - make_interval(secs => $3)`,
    [userId, purpose, windowS],
  );
  return { count: r.rows[0]!.n, sinceLastS: r.rows[0]!.since_last };
}

export async function recordCodeFailure(tx: Queryable, userId: string | null, ip: string): Promise<void> {
  await tx.query('INSERT INTO code_failures (user_id, ip) VALUES ($1, $2)', [userId, ip]);
}

/** Wrong codes in the window: by this user (anywhere) and from this address (any user). */
export async function recentCodeFailures(q: Queryable, userId: string | null, ip: string, windowS: number) {
  const r = await q.query<{ by_user: number; by_ip: number }>(
    `SELECT count(*) FILTER (WHERE user_id = $1)::int AS by_user, count(*) FILTER (WHERE ip = $2)::int AS by_ip
       FROM code_failures WHERE created_at > now() - make_interval(secs => $3) AND (user_id = $1 OR ip = $2)`,
    [userId, ip, windowS],
  );
  return { byUser: r.rows[0]!.by_user, byIp: r.rows[0]!.by_ip };
}
