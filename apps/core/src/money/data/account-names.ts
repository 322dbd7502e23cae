import type { Queryable } from '@openportal/db';

/** The `account_names` table: the names customers give their accounts (cardAliasNameSet). */
export async function accountNamesOf(q: Queryable, customerId: string): Promise<Map<number, string>> {
  const r = await q.query<{ account_id: string | bigint; name: string }>(
    'SELECT account_id, name FROM account_names WHERE customer_id = $1',
    [customerId],
  );
  return new Map(r.rows.map((row) => [Number(row.account_id), row.name]));
}

/** Sets (or replaces) an account's name. The caller has checked the account is the customer's. */
export async function setAccountName(q: Queryable, customerId: string, accountId: number, name: string) {
  await q.query(
    `INSERT INTO account_names (account_id, customer_id, name) VALUES ($1::int8, $2, $3)
     ON CONFLICT (account_id) DO UPDATE SET name = EXCLUDED.name, updated_at = now()`,
    [String(accountId), customerId, name],
  );
}
