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

/** The same for a batch, in one query: customer → its active users with an access right. */
export async function usersByCustomer(q: Queryable, customerIds: readonly string[]): Promise<Map<string, string[]>> {
  const byCustomer = new Map<string, string[]>(customerIds.map((c) => [c, []]));
  if (customerIds.length === 0) return byCustomer;
  const r = await q.query<{ customer_id: string; user_id: string }>(
    `SELECT DISTINCT a.customer_id, a.user_id FROM customer_access a JOIN users u ON u.id = a.user_id
      WHERE a.customer_id = ANY($1::text[]) AND a.access_rights > 0 AND u.status = 'active'
      ORDER BY a.customer_id, a.user_id`,
    [[...customerIds]],
  );
  for (const row of r.rows) byCustomer.get(row.customer_id)?.push(row.user_id);
  return byCustomer;
}
