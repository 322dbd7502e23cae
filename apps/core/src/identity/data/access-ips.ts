import type { Queryable } from '@openportal/db';

/** The `access_ips` table and `users.access_ip_mode`: the user's sign-in IP allow list. */
export interface TAccessIp {
  id: number;
  ip: string;
  to_ip: string | null;
  created_at: Date;
}

export async function accessIpsOf(q: Queryable, userId: string): Promise<TAccessIp[]> {
  const r = await q.query<TAccessIp>(
    'SELECT id, ip, to_ip, created_at FROM access_ips WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return r.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function accessIpMode(q: Queryable, userId: string): Promise<0 | 1> {
  const r = await q.query<{ access_ip_mode: number }>('SELECT access_ip_mode FROM users WHERE id = $1', [userId]);
  return r.rows[0]?.access_ip_mode === 1 ? 1 : 0;
}

/** The user row locked: changes to one user's list are made one at a time. */
export async function lockAccessIpMode(tx: Queryable, userId: string): Promise<0 | 1> {
  const r = await tx.query<{ access_ip_mode: number }>('SELECT access_ip_mode FROM users WHERE id = $1 FOR UPDATE', [
    userId,
  ]);
  return r.rows[0]?.access_ip_mode === 1 ? 1 : 0;
}

export async function setAccessIpMode(tx: Queryable, userId: string, mode: 0 | 1): Promise<void> {
  await tx.query('UPDATE users SET access_ip_mode = $2 WHERE id = $1', [userId, mode]);
}

export async function insertAccessIp(tx: Queryable, userId: string, ip: string, toIp: string | null): Promise<number> {
  const r = await tx.query<{ id: number }>(
    'INSERT INTO access_ips (user_id, ip, to_ip) VALUES ($1, $2, $3) RETURNING id',
    [userId, ip, toIp],
  );
  return Number(r.rows[0]!.id);
}

/** True when the user had that entry. */
export async function deleteAccessIp(tx: Queryable, userId: string, id: number): Promise<boolean> {
  const r = await tx.query('DELETE FROM access_ips WHERE user_id = $1 AND id = $2', [userId, id]);
  return (r.rowCount ?? 0) > 0;
}
