import type { Queryable } from '@openportal/db';

/** Every active user with an access right on any of these customers. */
export async function usersOfCustomers(q: Queryable, customerIds: readonly string[]): Promise<string[]> {
  const r = await q.query<{ user_id: string }>(
    `SELECT DISTINCT a.user_id FROM customer_access a JOIN users u ON u.id = a.user_id
      WHERE a.customer_id = ANY($1::text[]) AND a.access_rights > 0 AND u.status = 'active'`,
    [[...customerIds]],
  );
  return r.rows.map((row) => row.user_id);
}
