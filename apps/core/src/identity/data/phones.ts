import type { Queryable } from '@openportal/db';

/** The `user_phones` table: numbers in E.164; SMS codes go to the confirmed primary one. */
export interface TPhone {
  id: number;
  e164: string;
}

export async function primaryPhone(q: Queryable, userId: string): Promise<TPhone | undefined> {
  const r = await q.query<{ id: number | bigint; e164: string }>(
    'SELECT id, e164 FROM user_phones WHERE user_id = $1 AND is_primary AND confirmed',
    [userId],
  );
  const row = r.rows[0];
  return row ? { id: Number(row.id), e164: row.e164 } : undefined;
}

/** A confirmed primary phone (demo data and test seeding; profile calls will add their own). */
export async function insertPrimaryPhone(tx: Queryable, userId: string, e164: string): Promise<void> {
  await tx.query('UPDATE user_phones SET is_primary = false WHERE user_id = $1', [userId]);
  await tx.query('INSERT INTO user_phones (user_id, e164, confirmed, is_primary) VALUES ($1, $2, true, true)', [
    userId,
    e164,
  ]);
}
